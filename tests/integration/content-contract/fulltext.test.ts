/**
 * Contract: Prismic's fulltext filter.
 * Source: Prismic's Document API reference, "Fulltext Search with the REST API"
 * (prismic.io/docs/rest-api/query-the-api/fulltext-search) and the predicate reference of
 * Prismic's own starters (prismicio/php-laravel-starter docs/02-query-the-api/02-query-predicate-reference.md):
 * "It searches the term(s) in any of the following fields: Rich Text, Title, Key Text, UID, Select.
 * Note that the fulltext search is not case sensitive. When searching multiple terms, the document
 * must contain all the search terms." Paths: `document` or `my.{custom-type}.{field}`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { clientFor, ids, startContractService, type ContractService } from "./contractHarness";

const { filter } = prismic;
let service: ContractService;
let client: prismic.Client;

const search = async (...filters: string[]) => ids((await client.get({ filters, lang: "*", pageSize: 100 })).results);

beforeAll(async () => {
  service = await startContractService();
  client = clientFor(service);
});
afterAll(() => service?.close());

describe("fulltext(document, …) searches Rich Text, Title, Key Text, UID and Select fields", () => {
  it("finds a word of a Title", async () => {
    expect(await search(filter.fulltext("document", "invierno"))).toEqual(["art-invierno"]);
  });

  it("finds a word of a Rich Text, inside a group and inside slices", async () => {
    expect(await search(filter.fulltext("document", "montaña"))).toEqual(["art-invierno"]); // body paragraph
    expect(await search(filter.fulltext("document", "Primera"))).toEqual(["art-invierno"]); // group Key Text
    expect(await search(filter.fulltext("document", "constancia"))).toEqual(["art-invierno"]); // shared slice rich text
    expect(await search(filter.fulltext("document", "Notas"))).toEqual(["art-invierno"]); // legacy slice key text
  });

  it("finds a word of a Key Text and of a Select", async () => {
    expect(await search(filter.fulltext("document", "golpes"))).toEqual(["art-invierno"]);
    expect(await search(filter.fulltext("document", "novedades"))).toEqual(["art-calendula"]);
  });

  it("finds a word of the UID, which no text of the document holds", async () => {
    // "calendula-officinalis" is art-calendula's UID; its title and body never say "caléndula".
    expect(await search(filter.fulltext("document", "officinalis"))).toEqual(["art-calendula"]);
    expect(await search(filter.fulltext("my.article.uid", "calendula"))).toEqual(["art-calendula"]);
  });

  it("never matches Date, Timestamp, Number, Color or link values", async () => {
    // published 2023-01-15, event_at 2023-02-01T10:00:00+0000, price 12, accent #ff0000, website https://example.org
    expect(await search(filter.fulltext("document", "2023"))).toEqual([]);
    expect(await search(filter.fulltext("document", "12"))).toEqual([]);
    expect(await search(filter.fulltext("document", "ff0000"))).toEqual([]);
    expect(await search(filter.fulltext("document", "example"))).toEqual([]);
    expect(await search(filter.fulltext("my.article.published", "2023"))).toEqual([]);
  });
});

describe("how words match", () => {
  it("is not case sensitive", async () => {
    expect(await search(filter.fulltext("document", "INVIERNO"))).toEqual(["art-invierno"]);
    expect(await search(filter.fulltext("document", "hahnemann"))).toEqual(["art-invierno"]);
  });

  it("ignores accents (not documented by Prismic: the service's choice, docs/content-service.md)", async () => {
    // "Árnica en Invierno" (es-es) and "Arnica in winter" (en-us)
    expect(await search(filter.fulltext("document", "arnica"))).toEqual(["art-invierno", "art-invierno-en"]);
    expect(await search(filter.fulltext("document", "ÁRNICA"))).toEqual(["art-invierno", "art-invierno-en"]);
  });

  it("needs every term of the search", async () => {
    expect(await search(filter.fulltext("document", "consejos frío"))).toEqual(["art-invierno"]);
    expect(await search(filter.fulltext("document", "consejos piel"))).toEqual([]);
  });

  it("matches words, not parts of words (the documented unit is the word)", async () => {
    expect(await search(filter.fulltext("document", "invier"))).toEqual([]);
  });

  it("on my.{custom-type}.{field} searches that field only", async () => {
    expect(await search(filter.fulltext("my.article.summary", "golpes"))).toEqual(["art-invierno"]);
    expect(await search(filter.fulltext("my.article.title", "golpes"))).toEqual([]);
  });
});
