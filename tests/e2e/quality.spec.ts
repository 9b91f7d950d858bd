import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { documentRoutes, LANDING_DOCUMENT_TYPE, sectionLandingPaths } from "@/config/routeTable";
import { SECTION_LIST } from "@/config/sections";
import { CONTENT_SERVICE, projectLocale } from "@tests/e2e/support/projectSite";
import { edgesOf } from "@tests/e2e/support/edges";
import { PAGE_TYPES, pageTypePath, sitemapPaths } from "@tests/e2e/support/pageTypes";

/** English first segments of R2, every section's from the registry: no page may link to them (R2). */
const ENGLISH_PREFIXES = [
  ...new Set(SECTION_LIST.flatMap((section) => section.routes.map((route) => `/${route.english.split("/")[1]}`))),
];

/**
 * Every page type, loaded once at each width: no axe violations (WCAG 2.2 AA), one newsletter form
 * (the footer's, or the page's own when its content has one: never both), and the title block and
 * every part of the body on one left edge, the breadcrumbs too.
 */
test.describe("what a visitor sees on every page type", () => {
  for (const [name, target] of PAGE_TYPES) {
    test(`${name}: no axe violations, one newsletter form, one left edge at 375 and 1280 px`, async ({
      page,
      request,
    }) => {
      const path = await pageTypePath(request, name, target);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")} — ${v.nodes[0]?.failureSummary?.split("\n")[1] ?? ""}`,
        );
        expect(summary, `${path} at ${width}px`).toEqual([]);
        await expect(page.locator('form[action="/api/newsletter"]').filter({ visible: true })).toHaveCount(1);
        const edges = await edgesOf(page);
        const offEdge = edges.body.filter((part) => Math.abs(part.left - edges.title) > 1);
        expect(offEdge, `${path} at ${width}px: body parts off the title's left edge (${edges.title} px)`).toEqual([]);
        if (edges.crumbs !== null) expect(edges.crumbs, `${path} at ${width}px: breadcrumbs`).toBe(edges.title);
      }
    });
  }
});

test.describe("links and sitemap", () => {
  test("no page links to an English path", async ({ request }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(request);
    const offenders: string[] = [];
    for (const path of paths) {
      // The links as the server renders them (every page is rendered on the server).
      const html = await (await request.get(path)).text();
      const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]);
      expect(hrefs.length, `${path} has links`).toBeGreaterThan(0);
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
