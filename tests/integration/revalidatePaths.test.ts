import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService } from "@services/content/server.mjs";
import { SECTION_LIST } from "@/config/sections";

/**
 * Issue 6 (instant publishing): the changed document ids of a Prismic webhook → every public path
 * of the site that shows them, against the seed content on the local content service.
 */
type Service = Awaited<ReturnType<typeof startContentService>>;
type Mapped = { paths: string[]; unknownDocuments: string[]; layout: boolean };
type Site = {
  /** The paths regenerated at once; every other page follows at its ISR expiry. */
  map: (ids: string[]) => Promise<Mapped>;
  revalidationPath: (path: string) => string;
  /** The section landings (route table). */
  landings: string[];
};

let service: Service;

/** The site's own modules for one country (siteConfig reads the environment when first imported). */
async function loadSite(country: "es" | "co"): Promise<Site> {
  vi.resetModules();
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = country;
  const { createClient } = await import("@/lib/prismic/client");
  const { siteConfig } = await import("@/lib/siteConfig");
  const { pathsForDocuments } = await import("@/server/revalidate/documentPaths");
  const { revalidationPath } = await import("@/server/revalidate/pagePath");
  const { sectionLandingPaths } = await import("@/config/routeTable");
  return {
    map: (ids) => pathsForDocuments(createClient(), ids, siteConfig.country),
    revalidationPath: (path) => revalidationPath(path, siteConfig.country),
    landings: sectionLandingPaths(siteConfig.country.defaultLocale),
  };
}

let es: Site;

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  es = await loadSite("es");
});
afterAll(() => service?.close());

/** The listings an unitary medicine (Árnica) appears on: all products, and its category's (first pages). */
const ARNICA_LISTINGS_ES = ["/nuestros-productos", "/nuestros-productos/categoria/medicamentos-unitarios"];

/** The first page of every product listing: all products, and each category's. */
const PRODUCT_LISTINGS_ES = [
  "/nuestros-productos",
  "/nuestros-productos/categoria/complejos-homeopaticos",
  "/nuestros-productos/categoria/cuidado-natural",
  "/nuestros-productos/categoria/medicamentos-unitarios",
  "/nuestros-productos/categoria/pediatria",
];

describe("changed documents → public paths (es site, seed content)", () => {
  it("a section landing: the first page of its listings, whose intro it writes; another landing: its page only; search: nothing", async () => {
    const products = await es.map(["section_landing-nuestros-productos-es-es"]);
    expect(products.unknownDocuments).toEqual([]);
    expect(products.paths).toEqual([...PRODUCT_LISTINGS_ES].sort());
    const authors = await es.map(["section_landing-autor-es-es"]);
    expect(authors.unknownDocuments).toEqual([]);
    expect(authors.paths).toEqual(["/autor"]);
    // The search page is rendered per request (cached a minute): nothing to regenerate.
    const search = await es.map(["section_landing-busqueda-es-es"]);
    expect(search.paths).toEqual([]);
    expect(search.unknownDocuments).toEqual([]);
  });

  it("a product: its page, its listings' first pages, home (links it); the products relating it at their ISR expiry", async () => {
    const result = await es.map(["product-arnica-montana-9ch-es-es"]);
    expect(result.unknownDocuments).toEqual([]);
    expect(result.layout).toBe(false);
    const pages = [
      "/",
      "/nuestros-productos/arnica-montana-9ch",
      // the editors' redirect row leading to it (content/documents/redirects), not the other rows
      "/nuestros-productos/arnica-montana-9-ch",
    ];
    // Calendula's related products show Árnica's card: its page follows at its ISR expiry (docs/publishing.md).
    expect(result.paths).not.toContain("/nuestros-productos/calendula-officinalis-5ch");
    // A listing's page 2 and on follow at their ISR expiry (docs/publishing.md).
    expect(result.paths).toEqual([...pages, ...ARNICA_LISTINGS_ES].sort());
  });

  it("reads no whole repository for one product: its id, the redirect rows, home and pages", async () => {
    const { createClient } = await import("@/lib/prismic/client");
    const { siteConfig } = await import("@/lib/siteConfig");
    const { pathsForDocuments } = await import("@/server/revalidate/documentPaths");
    service.requestLog.clear();
    await pathsForDocuments(createClient(), ["product-arnica-montana-9ch-es-es"], siteConfig.country);
    const searches = () => service.requestLog.entries().filter((entry) => entry.path.endsWith("/documents/search"));
    // 1 lookup by id + the redirect rows leading to it + 1 read of home, pages and layout
    expect(searches()).toHaveLength(3);
    expect(searches().some((entry) => String(entry.query.q).includes("my.redirects.rows.target"))).toBe(true);
    expect(searches().find((entry) => String(entry.query.q).includes("document.id"))?.query.lang).toBe("*");
  });

  it("an author: their page and the authors landing; the articles' bylines at their ISR expiry", async () => {
    const { paths } = await es.map(["author-lucia-arrieta-es-es"]);
    expect(paths).toEqual(["/autor", "/autor/lucia-arrieta"]);
  });

  it("a health article: its page, its listings' first pages, its author's page", async () => {
    const { paths } = await es.map(["health_article-proteccion-solar-es-es"]);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/nuestros-consejos-de-salud/proteccion-solar",
        "/nuestros-consejos-de-salud",
        "/nuestros-consejos-de-salud/categoria/estaciones-del-ano",
        "/autor/lucia-arrieta",
      ]),
    );
    expect(paths).not.toContain("/nuestros-consejos-de-salud/botiquin-de-casa");
    expect(paths).not.toContain("/nuestros-consejos-de-salud/categoria/cuidados-en-familia");
    expect(paths.some((path) => path.startsWith("/nuestros-productos/pagina"))).toBe(false);
  });

  it("a FAQ: its category's page, the FAQ landing, and the pages whose FAQ lists show it (home, contact); no sitemap", async () => {
    const { paths } = await es.map(["faq-donde-comprar-es-es"]);
    expect(paths).toEqual(["/", "/contacto", "/preguntas-frecuentes", "/preguntas-frecuentes/pedidos-y-farmacias"]);
  });

  it("a FAQ category: its page, the FAQ landing; not home or contact, whose FAQ lists show no category", async () => {
    const { paths } = await es.map(["faq_category-pedidos-y-farmacias-es-es"]);
    expect(paths).toEqual(["/preguntas-frecuentes", "/preguntas-frecuentes/pedidos-y-farmacias"]);
  });

  it("a job offer: its page, its application page, the job offers landing", async () => {
    const { paths } = await es.map(["job_offer-tecnico-de-control-de-calidad-es-es"]);
    expect(paths).toEqual([
      "/trabaja-con-nosotros",
      "/trabaja-con-nosotros/tecnico-de-control-de-calidad",
      "/trabaja-con-nosotros/tecnico-de-control-de-calidad/candidatura",
    ]);
  });

  it("navigation (the layout): the home page and the section landings now; every other page at its ISR expiry", async () => {
    const { paths, layout } = await es.map(["navigation-es-es"]);
    expect(layout).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(["/", ...es.landings]));
    // No listing page beyond the landings, no document page, no application page: ISR refreshes them.
    expect(paths.filter((path) => !["/", ...es.landings].includes(path))).toEqual([]);
  });

  it("a page linked from the footer (settings): its own page, and the layout's home page and landings", async () => {
    const { paths, layout } = await es.map(["page-aviso-legal-es-es"]);
    expect(layout).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(["/aviso-legal", "/", ...es.landings]));
  });

  it("unknown ids (deleted, unpublished): reported; home, every listing, every author and FAQ category page", async () => {
    const { paths, unknownDocuments } = await es.map([
      "gone-1",
      "product-arnica-montana-9ch-es-es",
      "gone-1",
      "gone-2",
    ]);
    expect(unknownDocuments).toEqual(["gone-1", "gone-2"]);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/autor",
        "/trabaja-con-nosotros",
        "/preguntas-frecuentes",
        "/noticias",
        "/nuestros-consejos-de-salud",
        ...PRODUCT_LISTINGS_ES,
        "/autor/carmen-salcedo",
        "/preguntas-frecuentes/homeopatia",
      ]),
    );
  });

  it("a document of the other site's locale: only the pages of its translations here (their hreflang)", async () => {
    expect(await es.map(["product-arnica-montana-9ch-es-co"])).toMatchObject({
      paths: ["/nuestros-productos/arnica-montana-9ch"],
      unknownDocuments: [],
    });
  });

  it("no documents: nothing", async () => {
    expect(await es.map([])).toEqual({ paths: [], unknownDocuments: [], layout: false });
  });

  it("every mapped path has a page-file form without public Spanish section words", async () => {
    const { paths } = await es.map(["navigation-es-es"]);
    // From the registry, so that a new section needs no edit here: its page file's folder, its Spanish words.
    const routes = SECTION_LIST.flatMap((section) => section.routes);
    const words = (path: string) => path.split("/").filter((segment) => segment && !segment.startsWith(":"));
    const pageFileWords = new Set(routes.flatMap((route) => words(route.page ?? route.english)));
    const pageFiles = new Set([...routes.map((route) => words(route.page ?? route.english)[0]), "404", "sitemap.xml"]);
    const spanishWords = new Set(
      routes.flatMap((route) => words(route.spanish)).filter((word) => !pageFileWords.has(word)),
    );
    const uidPages = new Set(["aviso-legal", "politica-de-privacidad", "politica-de-cookies", "contacto"]);
    for (const path of paths) {
      const form = es.revalidationPath(path);
      expect(form.startsWith("/es-es")).toBe(true);
      const first = form.split("/")[2];
      expect(first === undefined || pageFiles.has(first) || uidPages.has(first), `${path} → ${form}`).toBe(true);
      expect(
        form.split("/").filter((segment) => spanishWords.has(segment)),
        `${path} → ${form}`,
      ).toEqual([]);
    }
  });
});

describe("the webhook end to end with the real mapping (res.revalidate recorded)", () => {
  it("answers at once, then regenerates the page files behind a product's public paths", async () => {
    const { handleRevalidate } = await import("@/server/revalidate/handler");
    const { RegenerationQueue } = await import("@/server/revalidate/regenerationQueue");
    const { createClient } = await import("@/lib/prismic/client");
    const { siteConfig } = await import("@/lib/siteConfig");
    const { pathsForDocuments } = await import("@/server/revalidate/documentPaths");
    const revalidated: string[] = [];
    const queue = new RegenerationQueue({
      mapDocuments: (ids) => pathsForDocuments(createClient(), ids, siteConfig.country),
      log: { info: () => {}, error: console.error },
    });
    const server = http.createServer(
      (req, res) =>
        void handleRevalidate(req, res, {
          config: () => ({ secret: "local-webhook-secret" }),
          submit: (ids, ref) =>
            queue.submit(ids, ref, async (path) => void revalidated.push(es.revalidationPath(path))),
        }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
      const body = {
        type: "api-update",
        domain: "local",
        apiUrl: service.apiEndpoint,
        secret: "local-webhook-secret",
        masterRef: service.masterRef(),
        releases: {},
        masks: {},
        tags: {},
        documents: ["product-arnica-montana-9ch-es-es", "no-such-document"],
      };
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({
        queued: ["product-arnica-montana-9ch-es-es", "no-such-document"],
        alreadyHandled: [],
      });
      await queue.idle();
      expect(revalidated).toEqual(
        expect.arrayContaining([
          "/es-es",
          "/es-es/products/arnica-montana-9ch",
          "/es-es/products/categoria/medicamentos-unitarios",
          "/es-es/authors/lucia-arrieta",
        ]),
      );
      expect(new Set(revalidated).size).toBe(revalidated.length);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("changed documents → public paths (co site)", () => {
  it("an es-co product: its page and listings on the co site; the es-es one only through hreflang", async () => {
    const co = await loadSite("co");
    const own = await co.map(["product-arnica-montana-9ch-es-co"]);
    expect(own.paths).toEqual(
      expect.arrayContaining([
        "/",
        "/nuestros-productos",
        "/nuestros-productos/arnica-montana-9ch",
        "/nuestros-productos/categoria/medicamentos-unitarios",
      ]),
    );
    expect(co.revalidationPath("/nuestros-productos/arnica-montana-9ch")).toBe("/es-co/products/arnica-montana-9ch");
    expect(await co.map(["product-arnica-montana-9ch-es-es"])).toMatchObject({
      paths: ["/nuestros-productos/arnica-montana-9ch"],
      unknownDocuments: [],
    });
  });
});
