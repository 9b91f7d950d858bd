/**
 * Contract, as the site's visitors meet it: the search index (src/sections/search/searchIndexSync.ts)
 * built from the site's own content through the Content API finds a word wherever a visitor would
 * look for it — the uid, a Title, a Key Text, a Rich Text — and never because of a date; and it
 * stays in step with the content when documents are published and removed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as prismic from "@prismicio/client";
import { sectionById } from "@/config/sections";
import { buildIndex, updateIndex, type LocaleIndex } from "@/sections/search/searchIndexSync";
import { siteLikeClient } from "@tests/integration/search/searchIndexClient";
import { SEED_CONTENT, startServiceOver, type ContentService } from "./contractHarness";

let service: ContentService;
let client: prismic.Client;
let index: LocaleIndex;

const found = (words: string, current = index) =>
  current.index.search(words, sectionById("search").searches).hits.map((hit) => hit.document.href);

beforeAll(async () => {
  service = await startServiceOver(SEED_CONTENT);
  client = siteLikeClient(service.apiEndpoint);
  index = await buildIndex(client, "es-es", (await client.getMasterRef()).ref);
});
afterAll(() => service?.close());

describe("the site's search finds a word wherever a visitor would look for it", () => {
  it("in a UID (no text of the article says 'congreso')", () => {
    // First; a job offer that mentions a congress in its text is found too since job offers are searched (issue 30).
    expect(found("congreso")[0]).toBe("/noticias/congreso-atencion-farmaceutica-bilbao");
  });

  it("in a Title (and a word spelt right is not taken for a typo: not 'quinta')", () => {
    expect(found("quince")).toEqual(["/noticias/programa-de-practicas-fp-navarra"]);
  });

  it("in a Key Text (a news summary)", () => {
    expect(found("zaragoza")).toEqual(["/noticias/jornadas-de-formacion-para-farmaceuticos-2025"]);
  });

  it("in a Rich Text (a product description)", () => {
    expect(found("manzanilla")).toEqual(["/nuestros-productos/chamomilla-vulgaris-9ch-monodosis"]);
  });

  it("in a FAQ's answer, linking to its category page at its anchor", () => {
    expect(found("dilución")[0]).toMatch(/^\/preguntas-frecuentes\/[a-z0-9-]+#que-significa-la-dilucion-ch$/);
  });

  it("never because of a date: 2026 is only in publication dates", () => {
    expect(found("2026")).toEqual([]);
  });

  it("only in the locale it was built for", () => {
    expect(found("antipañalitis")).toEqual([]);
  });
});

describe("the index follows publishes through the Content API", () => {
  let dir: string;
  let local: ContentService;
  let localClient: prismic.Client;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "search-sync-"));
    cpSync(SEED_CONTENT, dir, { recursive: true });
    local = await startServiceOver(dir);
    localClient = siteLikeClient(local.apiEndpoint);
  });
  afterAll(async () => {
    await local?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes in an edited document, and drops a removed one", async () => {
    const first = await buildIndex(localClient, "es-es", (await localClient.getMasterRef()).ref);
    expect(found("zaragoza", first)).toHaveLength(1);
    const file = path.join(dir, "documents/news_article/jornadas-de-formacion-para-farmaceuticos-2025.es-es.json");
    const document = JSON.parse(readFileSync(file, "utf8"));
    document.data.summary = `${document.data.summary} Y también en Teruel.`;
    writeFileSync(file, JSON.stringify(document, null, 2));
    const edited = await updateIndex(localClient, "es-es", (await local.reload()).masterRef, first, []);
    expect(found("teruel", edited)).toEqual(["/noticias/jornadas-de-formacion-para-farmaceuticos-2025"]);

    rmSync(file);
    const removed = await updateIndex(localClient, "es-es", (await local.reload()).masterRef, edited, [document.id]);
    expect(found("teruel", removed)).toEqual([]);
  });
});
