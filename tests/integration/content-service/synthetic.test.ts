import { describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { loadStore, startContentService } from "@services/content/server.mjs";
import { optionsFromEnv } from "@services/content/lib/config/env.mjs";

/** CONTENT_SYNTHETIC_DOCUMENTS: the large repository of `npm run bench`, generated in memory. */
describe("synthetic documents", () => {
  it("adds products, news and health articles with their own ids, uids and titles, the same on every load", async () => {
    const seed = await loadStore("tests/fixtures/content");
    const grown = await loadStore("tests/fixtures/content", { syntheticDocuments: 60 });
    expect(grown.master.size).toBe(seed.master.size + 60);
    const added = grown.master.documents.filter((doc) => doc.id.startsWith("synthetic-"));
    expect(new Set(added.map((doc) => doc.type))).toEqual(
      new Set(
        ["product", "news_article", "health_article"].filter((type) =>
          seed.master.documents.some((doc) => doc.type === type),
        ),
      ),
    );
    expect(new Set(added.map((doc) => doc.uid)).size).toBe(60);
    expect(grown.contentHash).not.toBe(seed.contentHash);
    expect((await loadStore("tests/fixtures/content", { syntheticDocuments: 60 })).contentHash).toBe(grown.contentHash);
  });

  it("is served through the Content API like any document", async () => {
    const service = await startContentService({
      port: 0,
      contentDir: "tests/fixtures/content",
      syntheticDocuments: 300,
    });
    try {
      const client = prismic.createClient("synthetic", { documentAPIEndpoint: service.apiEndpoint });
      const products = await client.get({
        filters: [prismic.filter.at("document.type", "product")],
        lang: "*",
        pageSize: 1,
      });
      expect(products.total_results_size).toBeGreaterThan(100);
      const doc = await client.getByID("synthetic-product-3");
      expect(doc.uid).toMatch(/-3$/);
    } finally {
      await service.close();
    }
  });

  it("reads CONTENT_SYNTHETIC_DOCUMENTS and refuses a bad value with a one-line message", () => {
    const defaults = { defaultContentDir: "content" };
    const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
    expect(optionsFromEnv(env({ CONTENT_SYNTHETIC_DOCUMENTS: "10000" }), defaults).syntheticDocuments).toBe(10000);
    expect(optionsFromEnv(env({}), defaults).syntheticDocuments).toBe(0);
    expect(() => optionsFromEnv(env({ CONTENT_SYNTHETIC_DOCUMENTS: "mil" }), defaults)).toThrow(
      /CONTENT_SYNTHETIC_DOCUMENTS must be an integer/,
    );
  });
});
