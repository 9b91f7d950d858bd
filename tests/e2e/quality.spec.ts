import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { documentRoutes } from "../../src/config/routeTable.js";

/** English first segments of spec §2: no page may link to them (DESIGN §3). */
const ENGLISH_PREFIXES = ["/products", "/health", "/news", "/corporate", "/job-offers", "/search", "/f-a-q", "/authors"];

/** The sitemap's URLs, as paths. */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  test("one page of each type has no violations", async ({ page, request }) => {
    test.setTimeout(120_000);
    const paths = await sitemapPaths(request);
    const pick = (pattern: RegExp) => paths.find((path) => pattern.test(path));
    const pages = [
      "/",
      "/nuestros-productos",
      pick(/^\/nuestros-productos\/categoria\/[^/]+$/),
      pick(/^\/nuestros-productos\/(?!categoria)[^/]+$/),
      "/nuestros-consejos-de-salud",
      pick(/^\/nuestros-consejos-de-salud\/(?!categoria)[^/]+$/),
      "/noticias",
      pick(/^\/noticias\/[^/]+$/),
      "/quienes-somos",
      "/aviso-legal",
      pick(/^\/autor\/[^/]+$/),
      "/trabaja-con-nosotros",
      pick(/^\/trabaja-con-nosotros\/[^/]+$/),
      "/preguntas-frecuentes",
      pick(/^\/preguntas-frecuentes\/[^/]+$/),
      "/busqueda?q=arnica",
      "/preguntas-frecuentes/buscar?q=dilucion",
      "/no-existe-esta-pagina",
    ];
    expect(pages.every(Boolean)).toBe(true);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path!);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
        expect(summary, `${path} at ${width}px`).toEqual([]);
      }
    }
  });
});

test.describe("links and sitemap", () => {
  test("no page links to an English path", async ({ page, request }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(request);
    const offenders: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        const target = href.startsWith("/") ? href : null;
        if (target && ENGLISH_PREFIXES.some((prefix) => target === prefix || target.startsWith(`${prefix}/`))) offenders.push(`${path} → ${href}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  test("sitemap.xml lists exactly the published documents' public URLs and the section pages", async ({ request }, info) => {
    const lang = info.project.metadata.country === "co" ? "es-co" : "es-es";
    const paths = await sitemapPaths(request);
    // What the content service publishes for this locale, with the URLs its route resolver gives.
    const api = await (await request.get("http://localhost:3100/api/v2")).json();
    const ref = api.refs.find((r: { isMasterRef: boolean }) => r.isMasterRef).ref;
    const documents: { url: string | null; type: string }[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const search = new URL("http://localhost:3100/api/v2/documents/search");
      search.searchParams.set("ref", ref);
      search.searchParams.set("lang", lang);
      search.searchParams.set("pageSize", "100");
      search.searchParams.set("page", String(pageNumber));
      search.searchParams.set("routes", JSON.stringify(documentRoutes(lang)));
      const body = await (await request.get(search.href)).json();
      documents.push(...body.results);
      if (!body.next_page) break;
    }
    // Every document type with a page of its own must be in the sitemap, at its Spanish URL.
    const published = documents.flatMap((doc) => (doc.url ? [doc.url] : [])).sort();
    expect(published.length).toBeGreaterThan(10);
    const sections = ["/nuestros-productos", "/nuestros-consejos-de-salud", "/noticias", "/autor", "/trabaja-con-nosotros", "/preguntas-frecuentes"];
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !sections.includes(path)).sort()).toEqual(published);
    for (const section of sections) expect(paths).toContain(section);
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});
