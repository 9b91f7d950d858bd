import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import type { GetServerSidePropsContext, GetStaticPropsContext } from "next";
import { startContentService } from "@services/content/server.mjs";
import { SECTION_LIST, type ListingDeclaration } from "@/config/sections";
import { SEGMENTS } from "@/config/routeTable";

/**
 * R11 / issue "every public section": no page needs more than 4 content requests to render.
 * Each page's data loader runs against the local content service on the seed content, and the
 * service's request log counts what it asked for.
 */
const MAX_CONTENT_REQUESTS = 4;

type Service = Awaited<ReturnType<typeof startContentService>>;
type StaticLoader = (context: GetStaticPropsContext) => unknown;
let service: Service;
let uids: Record<string, string>;

beforeAll(async () => {
  service = await startContentService({ port: 0, contentDir: "content" });
  process.env.PRISMIC_API_ENDPOINT = service.apiEndpoint;
  process.env.SITE_COUNTRY = "es";
  const client = prismic.createClient<prismic.PrismicDocument>("seed", { documentAPIEndpoint: service.apiEndpoint });
  const first = async (type: string) =>
    (await client.getFirst({ filters: [prismic.filter.at("document.type", type)], lang: "es-es" })).uid!;
  uids = {
    ...Object.fromEntries(
      await Promise.all(
        LISTINGS.flatMap(({ listing }) => [listing.type, ...(listing.category ? [listing.category.type] : [])]).map(
          async (type) => [type, await first(type)],
        ),
      ),
    ),
    author: await first("author"),
    job_offer: await first("job_offer"),
    faq_category: await first("faq_category"),
  };
});
afterAll(() => service?.close());

/** Runs a loader and returns how many content requests it made (and what it returned). */
async function countRequests(load: () => unknown) {
  service.requestLog.clear();
  const result = (await load()) as { props?: unknown; notFound?: boolean };
  return { count: service.requestLog.entries().length, result };
}

const staticContext = (params?: Record<string, string | string[]>): GetStaticPropsContext => ({
  params,
  locale: "es-es",
  locales: ["es-es"],
  defaultLocale: "es-es",
});

/** A page to render: its name, its page file and its route parameters. */
type PageCase = [
  string,
  () => Promise<{ getStaticProps: StaticLoader }>,
  () => Record<string, string | string[]> | undefined,
];

/** The sections with a listing (src/config/sections.ts) and the folder of their page file (`news`). */
const LISTINGS = SECTION_LIST.flatMap((section) =>
  section.listing
    ? [
        {
          id: section.id,
          listing: section.listing as ListingDeclaration,
          folder: section.routes.at(-1)!.english.split("/")[1],
        },
      ]
    : [],
);

/** Every listed section's landing, first category page and first document page, from the registry. */
const listedSectionPages = (): PageCase[] =>
  LISTINGS.flatMap(({ id, listing, folder }): PageCase[] => {
    const load = () => import(`../../src/pages/${folder}/[[...path]].tsx`) as Promise<{ getStaticProps: StaticLoader }>;
    const category = listing.category;
    return [
      [`${id} listing`, load, () => ({ path: [] })],
      ...(category
        ? [[`${id} category`, load, () => ({ path: [SEGMENTS["es-es"].category, uids[category.type]] })] as PageCase]
        : []),
      [`${id} document`, load, () => ({ path: [uids[listing.type]] })],
    ];
  });

describe("content requests per rendered page", () => {
  const pages: PageCase[] = [
    ["home", () => import("@/pages/index"), () => undefined],
    ["legal page", () => import("@/pages/[...path]"), () => ({ path: ["aviso-legal"] })],
    ["corporate page", () => import("@/pages/corporate/[...path]"), () => ({ path: ["quienes-somos"] })],
    ...listedSectionPages(),
    ["authors", () => import("@/pages/authors/index"), () => undefined],
    ["author", () => import("@/pages/authors/[uid]"), () => ({ uid: uids.author })],
    ["job offers", () => import("@/pages/job-offers/index"), () => undefined],
    ["job offer", () => import("@/pages/job-offers/[uid]"), () => ({ uid: uids.job_offer })],
    ["FAQ", () => import("@/pages/f-a-q/index"), () => undefined],
    ["FAQ category", () => import("@/pages/f-a-q/[uid]"), () => ({ uid: uids.faq_category })],
    ["404", () => import("@/pages/404"), () => undefined],
  ];

  for (const [name, load, params] of pages) {
    it(`${name}: at most ${MAX_CONTENT_REQUESTS}`, async () => {
      const { getStaticProps } = await load();
      const { count, result } = await countRequests(() => getStaticProps(staticContext(params())));
      expect(result.notFound).toBeFalsy();
      expect(result.props).toBeTruthy();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(MAX_CONTENT_REQUESTS);
    });
  }

  it("a section landing's document comes in the layout's one request", async () => {
    const { createClient } = await import("@/lib/prismic/client");
    const { getLayoutData } = await import("@/lib/prismic/layoutData");
    const without = await countRequests(() => getLayoutData(createClient(), "es-es"));
    const { count, result } = await countRequests(() => getLayoutData(createClient(), "es-es", "nuestros-productos"));
    expect(count).toBe(without.count);
    const layout = result as unknown as Awaited<ReturnType<typeof getLayoutData>>;
    expect(layout.navigation?.type).toBe("navigation");
    expect(layout.settings?.type).toBe("settings");
    expect(layout.landing?.data.title).toBe("Nuestros productos");
  });

  it.each([
    ["products", () => import("@/pages/products/[[...path]]"), { path: [] }, "nuestros-productos"],
    ["health", () => import("@/pages/health/[[...path]]"), { path: [] }, "nuestros-consejos-de-salud"],
    ["news", () => import("@/pages/news/[[...path]]"), { path: [] }, "noticias"],
    ["authors", () => import("@/pages/authors/index"), undefined, "autor"],
    ["job offers", () => import("@/pages/job-offers/index"), undefined, "trabaja-con-nosotros"],
    ["FAQ", () => import("@/pages/f-a-q/index"), undefined, "preguntas-frecuentes"],
  ] as const)("the %s landing gets its landing document", async (_name, load, params, uid) => {
    const { getStaticProps } = (await load()) as { getStaticProps: StaticLoader };
    const result = (await getStaticProps(staticContext(params && { path: [...params.path] }))) as {
      props: { layout: { landing?: { uid: string } | null } };
    };
    expect(result.props.layout.landing?.uid).toBe(uid);
  });

  it.each([
    ["site search", () => import("@/pages/search/index")],
    ["FAQ search", () => import("@/pages/f-a-q/search")],
  ])(`%s: at most ${MAX_CONTENT_REQUESTS}`, async (_name, load) => {
    const { getServerSideProps } = (await load()) as {
      getServerSideProps: (c: GetServerSidePropsContext) => Promise<unknown>;
    };
    const headers: Record<string, string> = {};
    const res = { statusCode: 200, setHeader: (key: string, value: string) => void (headers[key] = value) };
    const context = {
      ...staticContext(),
      query: { q: "arnica" },
      res,
      req: { method: "GET" },
      resolvedUrl: "/busqueda?q=arnica",
    } as unknown as GetServerSidePropsContext;
    const { count } = await countRequests(() => getServerSideProps(context));
    expect(count).toBeLessThanOrEqual(MAX_CONTENT_REQUESTS);
    expect(headers["Cache-Control"]).toMatch(/s-maxage/);
  });
});
