import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import {
  copyFixture,
  createClient,
  ids,
  queryValues,
  rejectionOf,
  searchRequests,
  startFixtureService,
  writeJson,
} from "./contentServiceHelpers";
import { startedForFile } from "@tests/support/startedForFile";

const { filter } = prismic;
const PRODUCT = filter.at("document.type", "product");
const service = startedForFile(() => startFixtureService(), { stop: (started) => started.close() });
const client = startedForFile(() => createClient(service));

describe("lang", () => {
  it("defaults to the master language, takes one language, or * for all", async () => {
    expect(ids(await client.getAllByType("product"))).toHaveLength(5);
    expect(ids(await client.getAllByType("product", { lang: "es-co" }))).toEqual(["prod-calendula-co"]);
    const all = await client.getAllByType("product", { lang: "*" });
    expect(all).toHaveLength(6);
    expect(new Set(all.map((doc) => doc.lang))).toEqual(new Set(["es-es", "es-co"]));
    expect((await client.getSingle("settings", { lang: "es-co" })).data.site_name).toBe("Laboratorios Alba Colombia");
  });

  it("finds nothing in an unknown language", async () => {
    expect((await client.get({ filters: [PRODUCT], lang: "fr-fr" })).results).toEqual([]);
  });
});

describe("orderings", () => {
  it("orders by a number field, ascending by default and descending on request", async () => {
    const asc = await client.get({ filters: [PRODUCT], orderings: [{ field: "my.product.price" }] });
    expect(ids(asc.results)).toEqual(["prod-nux", "prod-arnica", "prod-coffea", "prod-calendula", "prod-pasiflora"]);
    const desc = await client.get({
      filters: [PRODUCT],
      orderings: [{ field: "my.product.price", direction: "desc" }],
    });
    expect(ids(desc.results)).toEqual(["prod-pasiflora", "prod-calendula", "prod-coffea", "prod-arnica", "prod-nux"]);
  });

  it("orders by several keys: a boolean then rich text title", async () => {
    const response = await client.get({
      filters: [PRODUCT],
      orderings: [{ field: "my.product.featured", direction: "desc" }, { field: "my.product.title" }],
    });
    // featured first (Árnica before Pasiflora), then the others by title (Caléndula, Coffea, Nux).
    expect(ids(response.results)).toEqual([
      "prod-arnica",
      "prod-pasiflora",
      "prod-calendula",
      "prod-coffea",
      "prod-nux",
    ]);
  });

  it("orders by document dates and date fields, and keeps the legacy string form working", async () => {
    const byLast = await client.get({
      filters: [PRODUCT],
      orderings: [{ field: "document.last_publication_date", direction: "desc" }],
    });
    expect(ids(byLast.results)).toEqual(["prod-pasiflora", "prod-arnica", "prod-calendula", "prod-coffea", "prod-nux"]);
    const byRelease = await client.get({ filters: [PRODUCT], orderings: "[my.product.release_date desc]" });
    expect(ids(byRelease.results)).toEqual([
      "prod-pasiflora",
      "prod-arnica",
      "prod-calendula",
      "prod-coffea",
      "prod-nux",
    ]);
  });

  it("puts documents without the field (other types) last", async () => {
    const response = await client.get({
      filters: [filter.any("document.type", ["product", "author"])],
      orderings: [{ field: "my.product.price", direction: "desc" }],
    });
    expect(ids(response.results).at(-1)).toBe("author-marta");
  });

  it("rejects an invalid ordering with a 400 (ParsingError)", async () => {
    const error = await rejectionOf(client.get({ orderings: "[my.product.price sideways]" }));
    expect(error).toBeInstanceOf(prismic.ParsingError);
  });
});

describe("paging", () => {
  it("pages with page and pageSize and links next/prev pages as full URLs", async () => {
    const first = await client.get({ filters: [PRODUCT], pageSize: 2 });
    expect(first).toMatchObject({
      page: 1,
      results_per_page: 2,
      results_size: 2,
      total_results_size: 5,
      total_pages: 3,
      prev_page: null,
    });
    expect(ids(first.results)).toEqual(["prod-nux", "prod-coffea"]);
    const next = new URL(first.next_page as string);
    expect(next.origin).toBe(service.url);
    expect(next.searchParams.get("page")).toBe("2");
    expect(next.searchParams.getAll("q")).toEqual([`[${PRODUCT}]`]);

    const second = await (await fetch(first.next_page as string)).json();
    expect(ids(second.results)).toEqual(["prod-arnica", "prod-calendula"]);
    expect(new URL(second.prev_page).searchParams.get("page")).toBe("1");

    const last = await client.get({ filters: [PRODUCT], pageSize: 2, page: 3 });
    expect(ids(last.results)).toEqual(["prod-pasiflora"]);
    expect(last.next_page).toBeNull();
    const beyond = await client.get({ filters: [PRODUCT], pageSize: 2, page: 9 });
    expect(beyond.results).toEqual([]);
  });

  it("continues after a document id with after", async () => {
    const response = await client.get({ filters: [PRODUCT], after: "prod-coffea" });
    expect(ids(response.results)).toEqual(["prod-arnica", "prod-calendula", "prod-pasiflora"]);
    const ordered = await client.get({
      filters: [PRODUCT],
      after: "prod-calendula",
      orderings: [{ field: "my.product.price" }],
    });
    expect(ids(ordered.results)).toEqual(["prod-pasiflora"]);
  });

  it("defaults pageSize to 20, clamps it to 100 and rejects garbage", async () => {
    const base = `${service.apiEndpoint}/documents/search?ref=${service.masterRef()}`;
    expect((await (await fetch(base)).json()).results_per_page).toBe(20);
    expect((await (await fetch(`${base}&pageSize=500`)).json()).results_per_page).toBe(100);
    for (const bad of ["pageSize=0", "pageSize=abc", "page=0", "page=-1"]) {
      const response = await fetch(`${base}&${bad}`);
      expect(response.status).toBe(400);
      expect((await response.json()).type).toBe("api_validation_error");
    }
  });

  it("restricts data to the fields listed in fetch", async () => {
    const response = await client.get({ filters: [PRODUCT], fetch: ["product.title", "product.price"], pageSize: 1 });
    expect(Object.keys(response.results[0].data)).toEqual(["title", "price"]);
  });

  it("ignores parameters it does not know (graphQuery is applied: content-contract/graphquery-fetchlinks.test.ts)", async () => {
    const response = await client.get({ filters: [PRODUCT], graphQuery: "{ product { title } }", pageSize: 1 });
    expect(Object.keys(response.results[0].data)).toEqual(["title"]);
    const raw = await fetch(
      `${service.apiEndpoint}/documents/search?ref=${service.masterRef()}&x-c=js-7.22.0&x-d=1&integrationFieldsRef=abc&foo=bar`,
    );
    expect(raw.status).toBe(200);
  });
});

describe("single-document helpers", () => {
  it("getFirst sends pageSize=1; getByUID, getByID and getSingle find one document", async () => {
    service.requestLog.clear();
    const first = await client.getFirst({ filters: [PRODUCT] });
    expect(first.id).toBe("prod-nux");
    expect(queryValues(searchRequests(service).at(-1)!, "pageSize")).toEqual(["1"]);
    expect((await client.getByUID("page", "quienes-somos", { lang: "es-co" })).id).toBe("page-quienes-somos-co");
    expect((await client.getByID("art-sueno")).uid).toBe("guia-del-sueno");
    expect((await client.getSingle("settings")).id).toBe("settings-es");
  });

  it("throws NotFoundError('No documents were returned') when nothing matches", async () => {
    const error = await rejectionOf(client.getByUID("product", "no-existe"));
    expect(error).toBeInstanceOf(prismic.NotFoundError);
    expect(error.message).toBe("No documents were returned");
  });
});

describe("dangerouslyGetAll", () => {
  it("requests every page with pageSize=100 until next_page is null", async () => {
    const dir = await copyFixture();
    const extra = 150;
    for (let i = 0; i < extra; i += 1) {
      const n = String(i).padStart(3, "0");
      await writeJson(path.join(dir, "documents/generated", `article-${n}.json`), {
        id: `gen-${n}`,
        uid: `generado-${n}`,
        type: "article",
        lang: "es-es",
        tags: ["generado"],
        first_publication_date: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
        data: { title: [{ type: "heading1", text: `Artículo generado ${n}`, spans: [] }] },
      });
    }
    const big = await startFixtureService({ contentDir: dir });
    try {
      const all = await createClient(big).dangerouslyGetAll({ filters: [filter.at("document.type", "article")] });
      expect(all).toHaveLength(extra + 2);
      expect(new Set(ids(all)).size).toBe(extra + 2);
      const requests = searchRequests(big);
      expect(requests).toHaveLength(2);
      expect(requests.map((entry) => queryValues(entry, "pageSize"))).toEqual([["100"], ["100"]]);
      expect(requests.map((entry) => queryValues(entry, "page"))).toEqual([[], ["2"]]);
      expect(requests.every((entry) => entry.status === 200)).toBe(true);
    } finally {
      await big.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
