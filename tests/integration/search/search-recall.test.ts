/**
 * The judged query set (tests/fixtures/search-judgements.json: word forms, accents, typos,
 * symptoms, product names; es and co) against indexes built from the local content service over
 * the seed, through the Content API as the site reads it: recall@5 must stay at 0.9 or more.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as prismic from "@prismicio/client";
import { SECTION_LIST, sectionById } from "@/config/sections";
import { buildIndex } from "@/sections/search/searchIndexSync";
import { SearchIndex } from "@/sections/search/searchIndex";
import {
  SEED_CONTENT,
  startServiceOver,
  type ContentService,
} from "@tests/integration/content-contract/contractHarness";
import { judgedRecall } from "./judgedQueries";
import { siteLikeClient } from "./searchIndexClient";

let service: ContentService;
const indexes = new Map<string, SearchIndex>();

beforeAll(async () => {
  service = await startServiceOver(SEED_CONTENT);
  const client: prismic.Client = siteLikeClient(service.apiEndpoint);
  const ref = (await client.getMasterRef()).ref;
  for (const locale of ["es-es", "es-co"]) indexes.set(locale, (await buildIndex(client, locale, ref)).index);
});
afterAll(() => service?.close());

describe("search over the judged query set", () => {
  it("finds at least 90 % of the expected documents in the first five results", async () => {
    const { recall, misses } = await judgedRecall(({ locale, section, query }) =>
      indexes
        .get(locale)!
        .search(query, sectionById(section).searches, 5)
        .hits.map((hit) => hit.document.uid),
    );
    console.log(
      `search recall@5 over the judged queries: ${recall.toFixed(3)}${misses.length ? `\n  ${misses.join("\n  ")}` : ""}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it("answers the same through a snapshot (what a fresh instance loads, issue 30)", async () => {
    const top5 = (index: SearchIndex, section: "search" | "faq", query: string) =>
      index.search(query, sectionById(section).searches, 5).hits.map((hit) => hit.document.uid);
    const loaded = new Map(
      [...indexes].map(([locale, index]) => [locale, SearchIndex.fromJSON(JSON.parse(JSON.stringify(index.toJSON())))]),
    );
    const direct = await judgedRecall(({ locale, section, query }) => top5(indexes.get(locale)!, section, query));
    const throughSnapshot = await judgedRecall(({ locale, section, query }) =>
      top5(loaded.get(locale)!, section, query),
    );
    expect(throughSnapshot).toEqual(direct);
  });
});

describe("a search for a section's name", () => {
  it("finds that section's documents: every word of its public path (productos, noticias, consejos…)", () => {
    const searched = new Set<string>(sectionById("search").searches);
    const missed: string[] = [];
    for (const section of SECTION_LIST) {
      if (!section.documents?.some((declaration) => searched.has(declaration.type))) continue;
      const landing = section.routes.at(-1)!.spanish.replace("/:path*", "");
      // The path's own words ("nuestros-consejos-de-salud" → consejos, salud), not its small ones.
      for (const word of landing
        .slice(1)
        .split("-")
        .filter((part) => part.length > 3 && part !== "nuestros"))
        for (const [locale, index] of indexes) {
          const hits = index.search(word, sectionById("search").searches, 10).hits;
          if (!hits.some((hit) => hit.document.href.startsWith(`${landing}/`) || hit.document.href === landing))
            missed.push(
              `${locale} "${word}" (${section.id}): ${hits.map((hit) => hit.document.href).join(", ") || "nothing"}`,
            );
        }
    }
    expect(missed).toEqual([]);
  });
});
