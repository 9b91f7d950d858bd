import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as prismic from "@prismicio/client";
import { createClient, ids, rejectionOf, startFixtureService, type ContentService } from "./contentServiceHelpers";

const { filter } = prismic;
let service: ContentService;
let client: prismic.Client;

/** Ids matching the filters (master language unless `lang` is given), default order. */
async function matching(filters: string[], params: { lang?: string } = {}): Promise<string[]> {
  const response = await client.get({ filters, pageSize: 100, ...params });
  return ids(response.results);
}

const PRODUCT = filter.at("document.type", "product");

beforeAll(async () => {
  service = await startFixtureService();
  client = createClient(service);
});
afterAll(async () => {
  await service.close();
});

describe("at / not / any / in", () => {
  it("at on document.type, my.<type>.uid, booleans, links (by id) and group fields", async () => {
    expect(await matching([PRODUCT])).toEqual([
      "prod-nux",
      "prod-coffea",
      "prod-arnica",
      "prod-calendula",
      "prod-pasiflora",
    ]);
    expect(ids([await client.getByUID("product", "arnica-montana-9ch")])).toEqual(["prod-arnica"]);
    expect(await matching([filter.at("my.product.featured", true)])).toEqual(["prod-arnica", "prod-pasiflora"]);
    expect(await matching([filter.at("my.product.category", "cat-dolor")])).toEqual(["prod-arnica", "prod-calendula"]);
    expect(await matching([filter.at("my.product.presentations.format", "Gotas")])).toEqual(["prod-pasiflora"]);
    expect(await matching([filter.at("my.product.price", 9.5)])).toEqual(["prod-calendula"]);
  });

  it("at(document.tags, [..]) needs every tag; any(document.tags, [..]) some tag", async () => {
    expect(ids((await client.getByEveryTag(["destacado", "dolor"])).results)).toEqual(["prod-arnica"]);
    expect(ids((await client.getBySomeTags(["institucional", "sueno"])).results)).toEqual([
      "page-quienes-somos",
      "page-contacto",
      "prod-coffea",
      "art-sueno",
      "prod-pasiflora",
    ]);
    expect(ids((await client.getByTag("blog")).results)).toEqual(["art-moratones", "art-sueno"]);
  });

  it("not excludes a value, on document.* and on my.* (documents of that type only)", async () => {
    const notProduct = await matching([filter.not("document.type", "product")]);
    expect(notProduct).toHaveLength(8);
    expect(notProduct.some((id) => id.startsWith("prod-"))).toBe(false);
    expect(await matching([filter.not("my.product.featured", true)])).toEqual([
      "prod-nux",
      "prod-coffea",
      "prod-calendula",
    ]);
    expect(await matching([PRODUCT, filter.not("document.tags", "dolor")])).toEqual([
      "prod-nux",
      "prod-coffea",
      "prod-pasiflora",
    ]);
  });

  it("any and in match one of a list (getByIDs, getByUIDs); in answers in the list's order", async () => {
    expect(await matching([filter.any("my.product.price", [6.2, 12.4])])).toEqual(["prod-nux", "prod-pasiflora"]);
    expect(ids((await client.getByIDs(["art-sueno", "prod-nux", "missing"])).results)).toEqual([
      "art-sueno",
      "prod-nux",
    ]);
    expect(ids((await client.getByUIDs("product", ["coffea-cruda", "nux-vomica"])).results)).toEqual([
      "prod-coffea",
      "prod-nux",
    ]);
  });
});

describe("fulltext", () => {
  it("is case- and accent-insensitive over every text of the document", async () => {
    // "Árnica" in a title, "árnica" in key text, "ÁRNICA" inside a slice.
    expect(await matching([filter.fulltext("document", "arnica")])).toEqual(["prod-arnica", "art-moratones"]);
    expect(await matching([filter.fulltext("document", "ÁRNICA")])).toEqual(["prod-arnica", "art-moratones"]);
    expect(await matching([filter.fulltext("document", "pantallas")])).toEqual(["art-sueno"]);
  });

  it("needs every word, each a whole word of the text (Prismic: the document must contain all the search terms)", async () => {
    expect(await matching([filter.fulltext("document", "SUEÑO reparador")])).toEqual(["art-sueno"]);
    expect(await matching([filter.fulltext("document", "sueno")])).toEqual([
      "cat-sueno",
      "art-sueno",
      "prod-pasiflora",
    ]);
    expect(await matching([filter.fulltext("document", "gránulos")])).toEqual(["prod-arnica"]);
    expect(await matching([filter.fulltext("document", "granul")])).toEqual([]);
    expect(await matching([filter.fulltext("document", "arnica inexistente")])).toEqual([]);
  });

  it("on my.<type>.<field> searches only that field of that type", async () => {
    expect(await matching([filter.fulltext("my.product.description", "golpes")])).toEqual(["prod-arnica"]);
    expect(await matching([filter.fulltext("my.product.title", "golpes")])).toEqual([]);
  });
});

describe("has / missing / similar", () => {
  it("has and missing look at whether a field holds a value", async () => {
    expect(await matching([filter.has("my.product.image")])).toEqual(["prod-arnica", "prod-pasiflora"]);
    expect(await matching([filter.missing("my.product.image")])).toEqual(["prod-nux", "prod-coffea", "prod-calendula"]);
    expect(await matching([filter.missing("my.product.category")])).toEqual(["prod-nux"]);
    expect(await matching([filter.has("my.page.location")])).toEqual(["page-contacto"]);
  });

  it("similar returns at most N documents sharing tags or words, never the source", async () => {
    const similar = await matching([filter.similar("prod-arnica", 10)]);
    expect(similar).not.toContain("prod-arnica");
    expect(similar).toEqual(expect.arrayContaining(["prod-calendula", "art-moratones"]));
    expect(similar).not.toContain("prod-nux");
    expect(await matching([filter.similar("prod-arnica", 1)])).toHaveLength(1);
    expect(await matching([filter.similar("no-such-document", 5)])).toEqual([]);
  });
});

describe("number.*", () => {
  it("lt, gt and inRange (inclusive)", async () => {
    expect(await matching([filter.numberLessThan("my.product.price", 8)])).toEqual(["prod-nux", "prod-arnica"]);
    expect(await matching([filter.numberGreaterThan("my.product.price", 9)])).toEqual([
      "prod-calendula",
      "prod-pasiflora",
    ]);
    expect(await matching([filter.numberInRange("my.product.stock", 0, 45)])).toEqual([
      "prod-coffea",
      "prod-calendula",
      "prod-pasiflora",
    ]);
    expect(await matching([filter.numberGreaterThan("my.product.price", 1000)], { lang: "es-co" })).toEqual([
      "prod-calendula-co",
    ]);
  });
});

describe("date.*", () => {
  it("after / before / between on document dates, date fields and timestamps (ISO strings or Date)", async () => {
    expect(await matching([filter.dateAfter("document.first_publication_date", "2024-01-01")])).toEqual([
      "art-sueno",
      "prod-pasiflora",
    ]);
    expect(
      await matching([filter.dateBefore("document.first_publication_date", new Date("2022-01-01T00:00:00Z"))]),
    ).toEqual(["prod-nux"]);
    expect(await matching([filter.dateAfter("document.last_publication_date", "2024-05-01")])).toEqual([
      "prod-arnica",
      "prod-pasiflora",
    ]);
    expect(await matching([filter.dateBetween("my.product.release_date", "2022-01-01", "2023-12-31")])).toEqual([
      "prod-coffea",
      "prod-arnica",
      "prod-calendula",
    ]);
    expect(await matching([filter.dateAfter("my.article.published_at", new Date("2024-01-01"))])).toEqual([
      "art-sueno",
    ]);
  });

  it("day-of-month (and -after / -before)", async () => {
    expect(await matching([filter.dateDayOfMonth("my.product.release_date", 15)])).toEqual(["prod-arnica"]);
    expect(await matching([filter.dateDayOfMonthAfter("my.product.release_date", 10)])).toEqual([
      "prod-nux",
      "prod-arnica",
    ]);
    expect(await matching([filter.dateDayOfMonthBefore("my.product.release_date", 2)])).toEqual(["prod-pasiflora"]);
  });

  it("day-of-week by name or number (Monday = 1), and -after / -before", async () => {
    expect(await matching([PRODUCT, filter.dateDayOfWeek("document.first_publication_date", "wednesday")])).toEqual([
      "prod-nux",
      "prod-arnica",
    ]);
    expect(await matching([PRODUCT, filter.dateDayOfWeek("document.first_publication_date", 3)])).toEqual([
      "prod-nux",
      "prod-arnica",
    ]);
    expect(await matching([PRODUCT, filter.dateDayOfWeekAfter("document.first_publication_date", 5)])).toEqual([
      "prod-calendula",
      "prod-pasiflora",
    ]);
    expect(await matching([filter.dateDayOfWeekBefore("document.first_publication_date", "Wednesday")])).toEqual([
      "settings-es",
    ]);
  });

  it("month (and -after / -before), year", async () => {
    expect(await matching([filter.dateMonth("document.first_publication_date", "February")])).toEqual([
      "cat-dolor",
      "cat-sueno",
      "art-sueno",
    ]);
    expect(await matching([filter.dateMonth("document.first_publication_date", 2)])).toEqual([
      "cat-dolor",
      "cat-sueno",
      "art-sueno",
    ]);
    expect(await matching([filter.dateMonthAfter("my.product.release_date", 9)])).toEqual(["prod-calendula"]);
    expect(await matching([filter.dateMonthBefore("my.product.release_date", "march")])).toEqual(["prod-nux"]);
    expect(await matching([filter.dateYear("my.article.date", 2024)])).toEqual(["art-sueno"]);
  });

  it("hour (and -after / -before), in UTC", async () => {
    expect(await matching([filter.dateHour("document.first_publication_date", 10)])).toEqual([
      "author-marta",
      "prod-arnica",
    ]);
    expect(await matching([filter.dateHourAfter("document.first_publication_date", 17)])).toEqual([
      "prod-coffea",
      "art-moratones",
    ]);
    expect(await matching([filter.dateHourBefore("document.first_publication_date", 8)])).toEqual(["prod-pasiflora"]);
  });
});

describe("geopoint.near", () => {
  it("finds a geopoint within the radius in km", async () => {
    expect(await matching([filter.geopointNear("my.page.location", 41.65, -0.88, 5)])).toEqual(["page-contacto"]);
    expect(await matching([filter.geopointNear("my.page.location", 40.4168, -3.7038, 50)])).toEqual([]);
  });
});

describe("several filters and syntax", () => {
  it("ANDs filters, whether sent as several q or in one q", async () => {
    const severalQ = await matching([PRODUCT, filter.at("document.tags", "destacado")]);
    const oneQ = await matching([`${PRODUCT}${filter.at("document.tags", "destacado")}`]);
    expect(severalQ).toEqual(["prod-arnica", "prod-pasiflora"]);
    expect(oneQ).toEqual(severalQ);
  });

  it("handles escaped quotes in strings", async () => {
    expect(await matching([filter.at("my.product.uid", 'say "hi"')])).toEqual([]);
  });

  it("answers syntax errors, unknown predicates and unknown fields with a 400 parsing-error (ParsingError)", async () => {
    const cases: Array<[string, number]> = [
      ['[at(document.type "product")]', 20],
      ['[nearby(document.type, "product")]', 3],
      ['[at(my.prodct.title, "x")]', 6],
      ['[at(document.colour, "x")]', 6],
      ['[date.month(document.first_publication_date, "marzo")]', 47],
    ];
    for (const [q, column] of cases) {
      const error = await rejectionOf(client.get({ filters: [q] }));
      expect(error).toBeInstanceOf(prismic.ParsingError);
      const response = (error as prismic.ParsingError).response as unknown as {
        type: string;
        line: number;
        column: number;
        location: string;
      };
      expect(response).toMatchObject({ type: "parsing-error", line: 1, column, location: "query" });
    }
  });
});
