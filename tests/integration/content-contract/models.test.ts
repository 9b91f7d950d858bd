/**
 * Contract: documents are served as their models say.
 * Sources: @prismicio/client 7.22's field types, whose "empty" state is what Prismic serves for a
 * field left unfilled (src/types/value/*.ts: RichTextField<"empty"> = [], KeyTextField, SelectField,
 * NumberField, DateField, TimestampField, ColorField<"empty"> = null, BooleanField = boolean,
 * ImageFieldImage<"empty"> and GeoPointField/EmbedField<"empty"> = {} (EmptyObjectField),
 * LinkField<"empty"> = { link_type: "Any" }, GroupField/SliceZone<"empty"> = []), its isFilled
 * helpers (src/helpers/isFilled.ts), and Prismic's API errors for a field no model has:
 * `[function at(..)] unexpected field 'my.article.categorie' on line:1 col:45 in query '…'`
 * (prismicio/prismic-client issues #12 and #169, answers of the real API).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { loadModels, validateDocument } from "@services/content/lib/models/index.mjs";
import {
  clientFor,
  rejectionOf,
  SEED_CONTENT,
  startContractService,
  startServiceOver,
  type ContractService,
} from "./contractHarness";

const { filter } = prismic;
let service: ContractService;
let client: prismic.Client;

beforeAll(async () => {
  service = await startContractService();
  client = clientFor(service);
});
afterAll(() => service?.close());

describe("every model field is served, empty when unset", () => {
  it("serves each unset field with its type's empty value, which isFilled rejects", async () => {
    // art-invierno-en sets only its title.
    const doc = await client.getByUID("article", "arnica-in-winter", { lang: "en-us" });
    expect(doc.data).toEqual({
      title: [{ type: "heading1", text: "Arnica in winter", spans: [] }],
      body: [],
      summary: null,
      category: null,
      published: null,
      event_at: null,
      price: null,
      featured: false,
      accent: null,
      location: {},
      video: {},
      author: { link_type: "Any" },
      website: { link_type: "Any" },
      hero: {},
      gallery: [],
      slices: [],
    });
    const data = doc.data as Record<string, prismic.AnyRegularField>;
    expect(prismic.isFilled.richText(data.body as prismic.RichTextField)).toBe(false);
    expect(prismic.isFilled.keyText(data.summary as prismic.KeyTextField)).toBe(false);
    expect(prismic.isFilled.select(data.category as prismic.SelectField)).toBe(false);
    expect(prismic.isFilled.date(data.published as prismic.DateField)).toBe(false);
    expect(prismic.isFilled.timestamp(data.event_at as prismic.TimestampField)).toBe(false);
    expect(prismic.isFilled.number(data.price as prismic.NumberField)).toBe(false);
    expect(prismic.isFilled.color(data.accent as prismic.ColorField)).toBe(false);
    expect(prismic.isFilled.geoPoint(data.location as prismic.GeoPointField)).toBe(false);
    expect(prismic.isFilled.embed(data.video as prismic.EmbedField)).toBe(false);
    expect(prismic.isFilled.contentRelationship(data.author as prismic.ContentRelationshipField)).toBe(false);
    expect(prismic.isFilled.link(data.website as prismic.LinkField)).toBe(false);
    expect(prismic.isFilled.image(data.hero as prismic.ImageField)).toBe(false);
    expect(prismic.isFilled.group(doc.data.gallery as prismic.GroupField)).toBe(false);
    expect(prismic.isFilled.sliceZone(doc.data.slices as prismic.SliceZone)).toBe(false);
  });

  it("fills unset fields inside groups and slices too (every primary field, items as the model says)", async () => {
    const doc = await client.getByUID("article", "arnica-en-invierno");
    const item = (doc.data.gallery as Array<Record<string, unknown>>)[0];
    expect(Object.keys(item).sort()).toEqual(["caption", "photo", "related"]);
    const [quote, legacy] = doc.data.slices as prismic.Slice[];
    expect(quote).toMatchObject({
      slice_type: "quote",
      variation: "default",
      slice_label: null,
      primary: { source: "Hahnemann" },
      items: [],
    });
    expect(legacy).toMatchObject({
      slice_type: "legacy_text",
      primary: { heading: "Notas" },
      items: [{ line: "Uno" }],
    });
  });

  it("does not serve a field the model no longer has", async () => {
    const doc = await client.getByUID("article", "arnica-en-invierno");
    expect(doc.data).not.toHaveProperty("obsolete");
  });
});

describe("documents that do not fit their model", () => {
  it("are reported at start-up with their file and field, and the rest is served", async () => {
    const report = service.report.join("\n");
    expect(report).toMatch(
      /art-precio\.json: data\.price: a Number field holds a number \(got "doce"\) \(served empty\)/,
    );
    expect(report).toMatch(
      /art-precio\.json: data\.category: "otra" is not one of the options \(salud, novedades\) \(served as written\)/,
    );
    expect(report).toMatch(/art-invierno\.json: data\.obsolete: the model has no such field \(not served\)/);
    expect(service.modelProblems().map((p) => `${path.basename(p.file)} ${p.field}`)).toEqual([
      "art-invierno.json data.obsolete",
      "art-precio.json data.category",
      "art-precio.json data.price",
    ]);
    const all = await client.dangerouslyGetAll({ lang: "*" });
    expect(all).toHaveLength(6);
    const broken = await client.getByUID("article", "precio-incorrecto");
    expect(broken.data.price).toBeNull();
    expect(broken.data.category).toBe("otra");
  });

  it("validateDocument names the field and the problem", async () => {
    const models = await loadModels(service.projectDir);
    expect(validateDocument({ type: "article", uid: "x", data: { price: "doce", title: "plain" } }, models)).toEqual([
      { field: "data.title", message: 'a Rich Text field holds an array of blocks (got "plain") (served empty)' },
      { field: "data.price", message: 'a Number field holds a number (got "doce") (served empty)' },
    ]);
    expect(validateDocument({ type: "article", uid: null, data: {} }, models)).toEqual([
      { field: "uid", message: 'custom type "article" has a UID field: the document needs a "uid"' },
    ]);
    expect(validateDocument({ type: "recipe", data: {} }, models)[0].field).toBe("type");
  });

  it("the site's own content fits its models with no problem", async () => {
    const report: string[] = [];
    const seed = await startServiceOver(SEED_CONTENT, report);
    try {
      expect(seed.modelProblems()).toEqual([]);
      expect(report).toEqual([]);
    } finally {
      await seed.close();
    }
  });
});

describe("filters and orderings on a field no model has", () => {
  it("answer Prismic's 400 parsing error 'unexpected field' (ParsingError)", async () => {
    const error = await rejectionOf(client.get({ filters: [filter.at("my.article.categorie", "salud")] }));
    expect(error).toBeInstanceOf(prismic.ParsingError);
    expect(error.message).toMatch(
      /^\[function at\(\.\.\)\] unexpected field 'my\.article\.categorie' on line:1 col:\d+ in query/,
    );
    const ordering = await rejectionOf(client.get({ orderings: [{ field: "my.article.popularity" }] }));
    expect(ordering).toBeInstanceOf(prismic.ParsingError);
    expect(ordering.message).toMatch(/unexpected field 'my\.article\.popularity'/);
  });

  it("accept every field the models have, in groups and slices too", async () => {
    expect((await client.get({ filters: [filter.at("my.article.category", "salud")] })).results).toHaveLength(1);
    expect((await client.get({ filters: [filter.at("my.article.gallery.caption", "Primera")] })).results).toHaveLength(
      1,
    );
    expect(
      (await client.get({ filters: [filter.at("my.article.uid", "calendula-officinalis")] })).results,
    ).toHaveLength(1);
    expect(
      (await client.get({ filters: [filter.at("my.article.slices.primary.source", "Hahnemann")] })).results,
    ).toHaveLength(1);
    expect(
      (await client.get({ filters: [filter.at("my.article.slices.quote.primary.source", "Hahnemann")] })).results,
    ).toHaveLength(1);
    expect(
      (await client.get({ filters: [filter.at("my.article.slices.legacy_text.items.line", "Uno")] })).results,
    ).toHaveLength(1);
    expect(
      (
        await client.get({
          orderings: [{ field: "my.article.price", direction: "desc" }],
          filters: [filter.at("document.type", "article")],
        })
      ).results,
    ).toHaveLength(3);
  });
});
