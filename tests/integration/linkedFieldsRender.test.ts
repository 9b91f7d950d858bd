import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GetStaticPropsContext } from "next";
import type { ComponentType } from "react";
import type { SitePageProps } from "@/lib/pageProps";
import { startContentService } from "@services/content/server.mjs";

/**
 * Issue 30: each query asks only for the linked fields its page shows (src/lib/prismic/queryFields.ts)
 * and a listing only for its cards' fields. Every page below renders exactly as it did when every
 * query received every linked field and whole documents (the former global `fetchLinks` default):
 * a page whose query forgets a field a view or a slice shows (a FAQ list's answer, a byline's
 * avatar, a card's image) renders differently and fails here.
 */
const FORMER_DEFAULT = [
  "product.name",
  "product.image",
  "product.summary",
  "product_category.name",
  "health_category.name",
  "health_article.title",
  "health_article.summary",
  "health_article.image",
  "health_article.publication_date",
  "news_article.title",
  "news_article.summary",
  "news_article.image",
  "news_article.publication_date",
  "faq.question",
  "faq.answer",
  "faq.category",
  "faq_category.name",
  "author.name",
  "author.role",
  "author.avatar",
].join(",");

type Service = Awaited<ReturnType<typeof startContentService>>;
type StaticPage = {
  getStaticProps: (context: GetStaticPropsContext) => unknown;
  default: ComponentType<SitePageProps>;
};

let service: Service;
/** Loaded after the site's modules are reset, so that it shares their site context. */
let renderServerPage: (typeof import("@tests/integration/forms/serverPage"))["renderServerPage"];
let everyField = false;
const searchedWith: string[] = [];
/** How many searches were widened to every field (the comparison must not pass vacuously). */
let widened = 0;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  vi.resetModules();
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
  // The site's content fetch wraps globalThis.fetch when its module loads: in `everyField` mode a
  // search asks for whole documents with every linked field, as every query did before.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith("/documents/search")) {
      searchedWith.push(url.search);
      if (everyField) {
        widened++;
        url.searchParams.delete("graphQuery");
        url.searchParams.set("fetchLinks", FORMER_DEFAULT);
      }
    }
    return realFetch(url, init);
  }) as typeof fetch;
  ({ renderServerPage } = await import("@tests/integration/forms/serverPage"));
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await service?.close();
});

const context = (params?: Record<string, string | string[]>): GetStaticPropsContext => ({
  params,
  locale: "es-es",
  locales: ["es-es"],
  defaultLocale: "es-es",
});

/** The page's HTML from its getStaticProps, with this query's fields or every field. */
async function render(page: StaticPage, params: Record<string, string | string[]> | undefined, every: boolean) {
  everyField = every;
  try {
    const result = (await page.getStaticProps(context(params))) as { props?: SitePageProps };
    expect(result.props, "the page exists").toBeTruthy();
    return renderServerPage(page as never, result.props!);
  } finally {
    everyField = false;
  }
}

/** The uids of the seed's es-es documents of a type. */
const seedUids = (type: string) =>
  fs
    .readdirSync(path.join("content/documents", type))
    .filter((file) => file.endsWith(".es-es.json"))
    .map((file) => file.replace(/\.es-es\.json$/, ""));

describe("pages render what they rendered with every linked field", () => {
  const cases: (readonly [string, () => Promise<unknown>, () => Record<string, string | string[]> | undefined])[] = [
    ["home (FAQ list)", () => import("@/pages/index"), () => undefined],
    ["contact page (FAQ list)", () => import("@/pages/[...path]"), () => ({ path: ["contacto"] })],
    ["corporate page", () => import("@/pages/corporate/[...path]"), () => ({ path: ["quienes-somos"] })],
    ["products landing", () => import("@/pages/products/[[...path]]"), () => ({ path: [] })],
    ["products, page 2", () => import("@/pages/products/[[...path]]"), () => ({ path: ["pagina", "2"] })],
    [
      "a product category",
      () => import("@/pages/products/[[...path]]"),
      () => ({ path: ["categoria", "medicamentos-unitarios"] }),
    ],
    ["health landing", () => import("@/pages/health/[[...path]]"), () => ({ path: [] })],
    [
      "a health category",
      () => import("@/pages/health/[[...path]]"),
      () => ({ path: ["categoria", "estaciones-del-ano"] }),
    ],
    ["news landing", () => import("@/pages/news/[[...path]]"), () => ({ path: [] })],
    ["authors", () => import("@/pages/authors/index"), () => undefined],
    ["FAQ landing", () => import("@/pages/f-a-q/index"), () => undefined],
    ["job offers", () => import("@/pages/job-offers/index"), () => undefined],
    ...seedUids("product").map(
      (uid) => [`product ${uid}`, () => import("@/pages/products/[[...path]]"), () => ({ path: [uid] })] as const,
    ),
    ...seedUids("health_article").map(
      (uid) => [`health article ${uid}`, () => import("@/pages/health/[[...path]]"), () => ({ path: [uid] })] as const,
    ),
    ...seedUids("news_article").map(
      (uid) => [`news item ${uid}`, () => import("@/pages/news/[[...path]]"), () => ({ path: [uid] })] as const,
    ),
    ...seedUids("author").map(
      (uid) => [`author ${uid}`, () => import("@/pages/authors/[uid]"), () => ({ uid })] as const,
    ),
  ];

  it.each(cases)("%s", async (_name, load, params) => {
    const page = (await load()) as StaticPage;
    const exact = await render(page, params(), false);
    const widenedBefore = widened;
    const every = await render(page, params(), true);
    expect(widened, "the site's searches went through the widening fetch").toBeGreaterThan(widenedBefore);
    expect(exact).toBe(every);
  });

  it("and FAQ lists, bylines and related cards are on those pages (the comparison sees them)", async () => {
    const home = await render((await import("@/pages/index")) as unknown as StaticPage, undefined, false);
    expect(home).toMatch(/<details/);
    const article = await render(
      (await import("@/pages/health/[[...path]]")) as unknown as StaticPage,
      { path: ["alergia-al-polen-en-primavera"] },
      false,
    );
    expect(article).toMatch(/<details/);
    expect(article).toMatch(/contenido-relacionado/);
    expect(article).toMatch(/\/autor\//);
  });

  it("a listing's query asks for its cards' fields only, and no page asks for every type's link fields", () => {
    expect(searchedWith.some((search) => search.includes("graphQuery"))).toBe(true);
    expect(
      searchedWith.filter((search) => search.includes("author.avatar") && search.includes("faq_category.name")).length,
    ).toBe(0);
  });
});
