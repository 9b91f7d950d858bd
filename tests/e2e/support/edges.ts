import type { Page } from "@playwright/test";

/** Where a page's title block and each part of its body start (px from the window's left), as the visitor sees them. */
type Edges = {
  title: number;
  crumbs: number | null;
  body: { part: string; left: number; element: string }[];
};

/**
 * Where the page's title block and its body start. The title block is the h1's `header` (a
 * product's image and name, an author's photo and name) or the h1 alone; the body is everything in
 * `main` after it, one part per slice and one for the rest. A part starts at the leftmost box that
 * paints something (text, an image or a control, a background or a border), leaving out boxes as
 * wide as the window (full-bleed bands: their content counts), boxes off screen (the honeypot) and
 * 1-px boxes (visually hidden text).
 */
export function edgesOf(page: Page): Promise<Edges> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector("main")!;
    const h1 = main.querySelector("h1")!;
    const titleBlock = h1.closest("header") ?? h1;
    const paints = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") return false;
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
        return true;
      if (/^(IMG|SVG|VIDEO|IFRAME|INPUT|SELECT|TEXTAREA|BUTTON|CANVAS|svg)$/.test(element.tagName)) return true;
      const background = style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none";
      return background || (parseFloat(style.borderLeftWidth) > 0 && style.borderLeftStyle !== "none");
    };
    const leftmost = (elements: Element[]) => {
      let found: { left: number; element: string } | null = null;
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        const shown = box.width > 1 && box.height > 1 && box.right > 0;
        const fullBleed = box.left <= 0.5 && box.right >= width - 0.5;
        if (!shown || fullBleed || !paints(element) || (found && found.left <= box.left)) continue;
        found = { left: Math.round(box.left), element: `${element.tagName.toLowerCase()}.${element.className}` };
      }
      return found;
    };
    const slices = [...main.querySelectorAll("[data-slice-type]")];
    const parts = new Map<string, Element[]>();
    for (const element of main.querySelectorAll("*")) {
      const after = titleBlock.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (!after || titleBlock.contains(element)) continue;
      const slice = element.closest("[data-slice-type]");
      const part = slice ? `slice ${slices.indexOf(slice)} (${slice.getAttribute("data-slice-type")})` : "page";
      parts.set(part, [...(parts.get(part) ?? []), element]);
    }
    const crumbs = main.querySelector("nav ol");
    return {
      title: leftmost([titleBlock, ...titleBlock.querySelectorAll("*")])!.left,
      crumbs: crumbs ? (leftmost([...crumbs.querySelectorAll("*")])?.left ?? null) : null,
      body: [...parts].flatMap(([part, elements]) => {
        const edge = leftmost(elements);
        return edge ? [{ part, ...edge }] : [];
      }),
    };
  });
}
