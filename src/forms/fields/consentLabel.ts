import * as prismic from "@prismicio/client";
import { isExternalHref } from "@/components/common/SiteLink";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * The consent box's label as HTML, made on the server: the CMS's rich text (paragraphs run inline,
 * links resolved to their public URL; external ones open in a new tab, said to screen readers with
 * `opensInNewTab`) or a plain text, escaped. The island renders it as it is, so it needs no
 * rich-text code in the browser.
 */
export function consentLabelHtml(label: prismic.RichTextField | string, opensInNewTab: string): string {
  if (typeof label === "string") return escapeHtml(label);
  return prismic.asHTML(label, {
    serializer: {
      paragraph: ({ children }) => `<span>${children} </span>`,
      hyperlink: ({ node, children }) => {
        const href = prismic.asLink(node.data);
        if (!href) return children;
        if (isExternalHref(href)) {
          return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${children}<span class="sr-only"> ${escapeHtml(opensInNewTab)}</span></a>`;
        }
        return `<a href="${escapeHtml(href)}">${children}</a>`;
      },
    },
  });
}
