/**
 * Contract, as the site's visitors meet it: the search page (src/sections/search/searchQuery.ts,
 * searchContent) over the site's own content finds a word wherever Prismic's fulltext looks for
 * it — UID, Title, Key Text, Rich Text (prismic.io/docs/rest-api/query-the-api/fulltext-search) —
 * and never because of a date.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { searchContent } from "@/sections/search/searchQuery";
import { sectionById } from "@/config/sections";
import type { ContentClient } from "@/lib/prismic/client";
import { SEED_CONTENT, startServiceOver, type ContentService } from "./contractHarness";

let service: ContentService;
let client: ContentClient;

const found = async (words: string) => {
  const { results } = await searchContent(client, "es-es", words, sectionById("search").searches);
  return results.map((result) => result.href);
};

beforeAll(async () => {
  service = await startServiceOver(SEED_CONTENT);
  client = prismic.createClient("laboratorios-brezo", {
    documentAPIEndpoint: service.apiEndpoint,
    routes: [
      { type: "news_article", path: "/noticias/:uid" },
      { type: "health_article", path: "/nuestros-consejos-de-salud/:uid" },
      { type: "product", path: "/nuestros-productos/:uid" },
    ],
  }) as unknown as ContentClient;
});
afterAll(() => service?.close());

describe("the site's search finds a word wherever Prismic's fulltext would", () => {
  it("in a UID (no text of the article says 'congreso')", async () => {
    expect(await found("congreso")).toEqual(["/noticias/congreso-atencion-farmaceutica-bilbao"]);
  });

  it("in a Title", async () => {
    expect(await found("quince")).toEqual(["/noticias/programa-de-practicas-fp-navarra"]);
  });

  it("in a Key Text (a news summary)", async () => {
    expect(await found("zaragoza")).toEqual(["/noticias/jornadas-de-formacion-para-farmaceuticos-2025"]);
  });

  it("in a Rich Text (a product description)", async () => {
    expect(await found("manzanilla")).toEqual(["/nuestros-productos/chamomilla-vulgaris-9ch-monodosis"]);
  });

  it("never because of a date: 2026 is only in publication dates", async () => {
    expect(await found("2026")).toEqual([]);
  });
});
