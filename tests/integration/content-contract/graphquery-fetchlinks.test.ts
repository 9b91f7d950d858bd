/**
 * Contract: graphQuery and fetchLinks.
 * Sources: Prismic's GraphQuery reference (prismic.io/docs/graphquery-rest-api): "selective
 * fetching (to fetch only specific fields) and deep fetching (to fetch fields from linked
 * documents)", its example `{ blog { author_link { ...on author { author_name author_image } } } }`
 * whose answer holds `author_link: { type: "author", uid, data: { … } }`, the `...<type>Fields`
 * fragment for every field, sets for groups and, for slices, unions by slice type with
 * `variation { ...on <variation> { primary { … } items { … } } }` (legacy slices: `non-repeat` /
 * `repeat`); Prismic's REST reference for fetchLinks (`fetchLinks=author.name,author.avatar`
 * adds those fields as `data` on each link to an author); @prismicio/client's query options
 * (src/buildQueryURL.ts: `graphQuery`, `fetchLinks`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { clientFor, rejectionOf, startContractService, type ContractService } from "./contractHarness";

let service: ContractService;
let client: prismic.Client;

const invierno = (params: Partial<prismic.BuildQueryURLArgs> = {}) =>
  client.getByUID("article", "arnica-en-invierno", params);

beforeAll(async () => {
  service = await startContractService();
  client = clientFor(service, {
    routes: [
      { type: "article", path: "/articulos/:uid" },
      { type: "author", path: "/autores/:uid" },
    ],
  });
});
afterAll(() => service?.close());

describe("graphQuery", () => {
  it("selects fields and fetches the named fields of a linked document (the documented example's shape)", async () => {
    const doc = await invierno({ graphQuery: `{ article { title author { ...on author { name } } } }` });
    expect(Object.keys(doc.data)).toEqual(["title", "author"]);
    expect(doc.data.author).toMatchObject({
      link_type: "Document",
      id: "auth-lucia",
      type: "author",
      uid: "lucia-arrieta",
      url: "/autores/lucia-arrieta",
      data: { name: "Lucía Arrieta" },
    });
    expect(Object.keys((doc.data.author as { data: object }).data)).toEqual(["name"]);
  });

  it("accepts the query written without whitespace, as Prismic's encoded example is (`...onauthor{`)", async () => {
    const doc = await invierno({ graphQuery: "{\narticle{\nauthor{\n...onauthor{\nname\n}\n}\n}\n}" });
    expect((doc.data.author as { data: object }).data).toEqual({ name: "Lucía Arrieta" });
  });

  it("...<type>Fields selects every field", async () => {
    const whole = await invierno();
    const doc = await invierno({ graphQuery: `{ article { ...articleFields } }` });
    expect(doc.data).toEqual(whole.data);
  });

  it("fetches deeply: a linked document's own links", async () => {
    const doc = await invierno({
      graphQuery: `{ article { author { ...on author { name mentor { ...on author { name } } } } } }`,
    });
    const author = doc.data.author as { data: { name: string; mentor: { data: { name: string } } } };
    expect(author.data.name).toBe("Lucía Arrieta");
    expect(author.data.mentor.data).toEqual({ name: "Carmen Salcedo" });
  });

  it("selects a group's fields, and linked documents inside the group", async () => {
    const doc = await invierno({
      graphQuery: `{ article { gallery { caption related { ...on article { title } } } } }`,
    });
    const [item] = doc.data.gallery as Array<Record<string, { data?: unknown }>>;
    expect(Object.keys(item)).toEqual(["caption", "related"]);
    expect(item.related.data).toEqual({ title: [{ type: "heading1", text: "Cuidado de la piel", spans: [] }] });
  });

  it("selects slice fields by slice type and variation (shared slices) or non-repeat/repeat (legacy slices)", async () => {
    const doc = await invierno({
      graphQuery: `{ article { slices {
        ...on quote { variation { ...on default { primary { source } } } }
        ...on legacy_text { non-repeat { heading } repeat { line } }
      } } }`,
    });
    const [quote, legacy] = doc.data.slices as prismic.Slice[];
    expect(quote).toMatchObject({
      slice_type: "quote",
      variation: "default",
      primary: { source: "Hahnemann" },
      items: [],
    });
    expect(Object.keys(quote.primary)).toEqual(["source"]);
    expect(legacy).toMatchObject({
      slice_type: "legacy_text",
      primary: { heading: "Notas" },
      items: [{ line: "Uno" }],
    });
  });

  it("returns documents of types the query does not name whole", async () => {
    const author = await client.getByUID("author", "lucia-arrieta", { graphQuery: `{ article { title } }` });
    expect(Object.keys(author.data).sort()).toEqual(["bio", "mentor", "name"]);
  });

  it("refuses a malformed query with a 400 the client reports (instead of ignoring it)", async () => {
    const error = await rejectionOf(invierno({ graphQuery: `{ article { title ` }));
    expect(error).toBeInstanceOf(prismic.PrismicError);
    expect(error.message).toMatch(/graphQuery/);
  });
});

describe("fetchLinks", () => {
  it("adds the named fields of linked documents as data, wherever the link is (fields, groups, slices)", async () => {
    const doc = await invierno({ fetchLinks: ["author.name", "article.summary"] });
    expect((doc.data.author as { data: unknown }).data).toEqual({ name: "Lucía Arrieta" });
    const [item] = doc.data.gallery as Array<{ related: { data: unknown; url: string } }>;
    expect(item.related.data).toEqual({ summary: "Texto breve" });
    expect(item.related.url).toBe("/articulos/calendula-officinalis");
  });

  it("fetches a whole group when the group is named", async () => {
    const calendula = await client.getByUID("article", "calendula-officinalis", { fetchLinks: ["article.gallery"] });
    expect(calendula.data.author).not.toHaveProperty("data"); // an author link: not an article
    const doc = await invierno({ fetchLinks: ["article.gallery"] });
    const [item] = doc.data.gallery as Array<{ related: { data: { gallery: unknown[] } } }>;
    expect(item.related.data.gallery).toEqual([]);
  });
});

describe("hostile graphQuery", () => {
  it("a query nested hundreds of sets deep is refused with a 400, never a 5xx", async () => {
    const deep = `{ article ${"{ author ".repeat(600)}${"}".repeat(601)}`;
    const response = await fetch(
      `${service.apiEndpoint}/documents/search?ref=${service.masterRef()}&graphQuery=${encodeURIComponent(deep)}`,
    );
    expect(response.status).toBe(400);
  });
});
