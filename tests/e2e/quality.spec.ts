import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { documentRoutes, LANDING_DOCUMENT_TYPE, landingPath, sectionLandingPaths, SEGMENTS } from "@/config/routeTable";
import { SECTION_LIST, type SectionId } from "@/config/sections";
import { CONTENT_SERVICE, projectLocale } from "@tests/e2e/support/projectSite";

/** English first segments of R2, every section's from the registry: no page may link to them (R2). */
const ENGLISH_PREFIXES = [
  ...new Set(SECTION_LIST.flatMap((section) => section.routes.map((route) => `/${route.english.split("/")[1]}`))),
];

/** The sitemap's URLs, as paths. */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const locs = async (path: string) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  };
  // /sitemap.xml is an index of one sitemap per section.
  return (await Promise.all((await locs("/sitemap.xml")).map(locs))).flat();
}

/** Every listed section's landing, a category page and a document page (src/config/sections.ts `listing`). */
const LISTED_PAGE_TYPES: [string, string | RegExp][] = SECTION_LIST.flatMap((section) => {
  if (!section.listing) return [];
  const landing = landingPath(section.id as SectionId, "es-es");
  const category = SEGMENTS["es-es"].category;
  return [
    [`${section.id} listing`, landing],
    ...(section.listing.category
      ? [[`${section.id} category`, new RegExp(`^${landing}/${category}/[^/]+$`)] as [string, RegExp]]
      : []),
    [`${section.id} document`, new RegExp(`^${landing}/(?!${category}/)[^/]+$`)],
  ];
});

/** One page of each type: a fixed path, or the first sitemap path matching a pattern. */
const PAGE_TYPES: [string, string | RegExp][] = [
  ["home", "/"],
  ...LISTED_PAGE_TYPES,
  ["corporate page", "/quienes-somos"],
  ["legal page", "/aviso-legal"],
  ["contact page", "/contacto"],
  ["author", /^\/autor\/[^/]+$/],
  ["job offers", "/trabaja-con-nosotros"],
  ["job offer", /^\/trabaja-con-nosotros\/[^/]+$/],
  ["spontaneous application", "/trabaja-con-nosotros/formulario-solicitud"],
  ["FAQ", "/preguntas-frecuentes"],
  ["FAQ category", /^\/preguntas-frecuentes\/[^/]+$/],
  ["site search", "/busqueda?q=arnica"],
  ["FAQ search", "/preguntas-frecuentes/buscar?q=dilucion"],
  ["404", "/no-existe-esta-pagina"],
  ["newsletter confirmation, link not valid", "/confirmar-suscripcion?codigo=no-es-un-enlace"],
];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const [name, target] of PAGE_TYPES) {
    test(`${name} has no violations at 375 and 1280 px`, async ({ page, request }) => {
      const path =
        typeof target === "string" ? target : (await sitemapPaths(request)).find((candidate) => target.test(candidate));
      expect(path, `a sitemap path for ${name}`).toBeTruthy();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path!);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")} — ${v.nodes[0]?.failureSummary?.split("\n")[1] ?? ""}`,
        );
        expect(summary, `${path} at ${width}px`).toEqual([]);
      }
    });
  }
});

test.describe("links and sitemap", () => {
  test("no page links to an English path", async ({ page, request }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(request);
    const offenders: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        const target = href.startsWith("/") ? href : null;
        if (target && ENGLISH_PREFIXES.some((prefix) => target === prefix || target.startsWith(`${prefix}/`)))
          offenders.push(`${path} → ${href}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  test("sitemap.xml lists exactly the published documents' public URLs and the section pages", async ({
    request,
  }, info) => {
    const lang = projectLocale(info);
    const paths = await sitemapPaths(request);
    // What the content service publishes for this locale, with the URLs its route resolver gives.
    const api = await (await request.get(`${CONTENT_SERVICE}/api/v2`)).json();
    const ref = api.refs.find((r: { isMasterRef: boolean }) => r.isMasterRef).ref;
    const documents: { url: string | null; type: string }[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const search = new URL(`${CONTENT_SERVICE}/api/v2/documents/search`);
      search.searchParams.set("ref", ref);
      search.searchParams.set("lang", lang);
      search.searchParams.set("pageSize", "100");
      search.searchParams.set("page", String(pageNumber));
      search.searchParams.set("routes", JSON.stringify(documentRoutes(lang)));
      const body = await (await request.get(search.href)).json();
      documents.push(...body.results);
      if (!body.next_page) break;
    }
    // Every document type with a page of its own must be in the sitemap, at its Spanish URL. A
    // section landing's document writes its section's page (listed below as a section, or, for
    // the search, a page rendered per request that no sitemap lists).
    const published = documents
      .flatMap((doc) => (doc.url && doc.type !== LANDING_DOCUMENT_TYPE ? [doc.url] : []))
      .sort();
    expect(published.length).toBeGreaterThan(10);
    const sections = sectionLandingPaths(lang);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !sections.includes(path)).sort()).toEqual(published);
    for (const section of sections) expect(paths).toContain(section);
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});
