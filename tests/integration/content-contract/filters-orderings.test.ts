/**
 * Contract: the filters and orderings Prismic documents, against fields of every type.
 * Sources: Prismic's predicate reference (prismicio/php-laravel-starter
 * docs/02-query-the-api/02-query-predicate-reference.md and 03-date-and-time-based-predicate-reference.md,
 * the same text as prismic.io/docs/rest-api technical reference): `at` (exact value; arrays only for
 * tags, which must all be present), `not`, `any`, `in` ("returns the documents in the same order as
 * the passed array"), `fulltext`, `has` / `missing` ("will restrict the results to the custom type
 * implied in the path"), `similar`, `near` (radius in km), `lt` / `gt` (strict), `inRange`
 * (inclusive), date `after` / `before` / `between`, `year`, `month`; orderings
 * `[my.type.field desc, …]`; and @prismicio/client's filter builders (src/filter.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { clientFor, ids, startContractService, type ContractService } from "./contractHarness";

const { filter } = prismic;
let service: ContractService;
let client: prismic.Client;
const ARTICLES = filter.at("document.type", "article");

const matching = async (...filters: string[]) => ids((await client.get({ filters, pageSize: 100 })).results);

beforeAll(async () => {
  service = await startContractService();
  client = clientFor(service);
});
afterAll(() => service?.close());

describe("equality filters", () => {
  it("at matches Key Text, Select, Number, Date, Boolean, UID and content relationships (by id)", async () => {
    expect(await matching(filter.at("my.article.summary", "Texto breve"))).toEqual(["art-calendula"]);
    expect(await matching(filter.at("my.article.category", "salud"))).toEqual(["art-invierno"]);
    expect(await matching(filter.at("my.article.price", 8))).toEqual(["art-calendula"]);
    expect(await matching(filter.at("my.article.published", "2023-01-15"))).toEqual(["art-invierno"]);
    expect(await matching(filter.at("my.article.featured", true))).toEqual(["art-invierno"]);
    expect(await matching(filter.at("my.article.uid", "precio-incorrecto"))).toEqual(["art-precio"]);
    expect(await matching(filter.at("my.article.author", "auth-carmen"))).toEqual(["art-calendula"]);
  });

  it("at on document.tags needs every tag; any needs one", async () => {
    expect(await matching(filter.at("document.tags", ["destacado"]))).toEqual(["art-invierno"]);
    expect(await matching(filter.at("document.tags", ["destacado", "piel"]))).toEqual([]);
    expect(await matching(filter.any("document.tags", ["destacado", "piel"]))).toEqual([
      "art-invierno",
      "art-calendula",
    ]);
  });

  it("not excludes; on my.* it only returns documents of that type", async () => {
    expect(await matching(ARTICLES, filter.not("my.article.category", "salud"))).toEqual([
      "art-calendula",
      "art-precio",
    ]);
    expect(await matching(filter.not("document.type", "article"))).toEqual(["auth-carmen", "auth-lucia"]);
  });

  it("in returns the documents in the order of the passed array", async () => {
    expect(ids(await client.getAllByIDs(["art-precio", "auth-lucia", "art-invierno"]))).toEqual([
      "art-precio",
      "auth-lucia",
      "art-invierno",
    ]);
    expect(ids(await client.getAllByUIDs("article", ["precio-incorrecto", "arnica-en-invierno"]))).toEqual([
      "art-precio",
      "art-invierno",
    ]);
  });
});

describe("presence filters", () => {
  it("has and missing look at whether a field is filled, within the path's type", async () => {
    expect(await matching(filter.has("my.article.price"))).toEqual(["art-invierno", "art-calendula"]);
    expect(await matching(filter.missing("my.article.price"))).toEqual(["art-precio"]); // its "doce" is served empty
    expect(await matching(filter.has("my.author.bio"))).toEqual(["auth-lucia"]);
  });
});

describe("number, date and geopoint filters", () => {
  it("lt and gt are strict; inRange is inclusive", async () => {
    expect(await matching(filter.numberLessThan("my.article.price", 12))).toEqual(["art-calendula"]);
    expect(await matching(filter.numberGreaterThan("my.article.price", 8))).toEqual(["art-invierno"]);
    expect(await matching(filter.numberInRange("my.article.price", 8, 12))).toEqual(["art-invierno", "art-calendula"]);
  });

  it("date after / before / between, year and month on Date and Timestamp fields and document dates", async () => {
    expect(await matching(filter.dateAfter("my.article.published", "2023-06-01"))).toEqual(["art-calendula"]);
    expect(await matching(filter.dateBefore("my.article.event_at", new Date("2024-01-01T00:00:00Z")))).toEqual([
      "art-invierno",
    ]);
    expect(await matching(filter.dateBetween("document.first_publication_date", "2024-01-01", "2024-12-31"))).toEqual([
      "art-calendula",
      "art-precio",
    ]);
    expect(await matching(filter.dateYear("my.article.published", 2024))).toEqual(["art-calendula"]);
    expect(await matching(filter.dateMonth("my.article.event_at", "February"))).toEqual(["art-invierno"]);
  });

  it("near finds a GeoPoint within the radius, in km", async () => {
    // art-calendula is in Pamplona (42.8169, -1.6432); Villava is about 3 km away, Madrid about 320 km.
    expect(await matching(filter.geopointNear("my.article.location", 42.8296, -1.6087, 5))).toEqual(["art-calendula"]);
    expect(await matching(filter.geopointNear("my.article.location", 40.4168, -3.7038, 100))).toEqual([]);
  });

  it("similar returns other documents alike, never the document itself", async () => {
    const similar = await matching(filter.similar("art-invierno", 10));
    expect(similar).not.toContain("art-invierno");
  });
});

describe("orderings", () => {
  it("orders by a field, descending on request, with several keys", async () => {
    const byPrice = await client.get({
      filters: [ARTICLES],
      orderings: [{ field: "my.article.price", direction: "desc" }],
    });
    expect(ids(byPrice.results).slice(0, 2)).toEqual(["art-invierno", "art-calendula"]);
    const byDate = await client.get({
      filters: [ARTICLES],
      orderings: [
        { field: "my.article.featured", direction: "desc" },
        { field: "document.first_publication_date", direction: "desc" },
      ],
    });
    expect(ids(byDate.results)).toEqual(["art-invierno", "art-precio", "art-calendula"]);
  });
});
