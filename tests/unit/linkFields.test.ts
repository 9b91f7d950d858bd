import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECTION_LIST, SLICE_LINKS, type DocumentType } from "@/config/sections";
import { cardGraphQuery, fetchLinksFor } from "@/lib/prismic/queryFields";
import { FAQ_LINK_FIELDS } from "@/slices/FaqList/linkedFaq";

type Field = { type: string; config?: { select?: string; customtypes?: string[]; fields?: Record<string, Field> } };
type SliceModel = {
  id: string;
  variations: { primary?: Record<string, Field>; items?: Record<string, Field> }[];
};

const ROOT = process.cwd();
const isDocumentLink = (field: Field) => field.type === "Link" && field.config?.select === "document";

/** Every content-relationship field of the shared slices: `<slice>` / `field` (a group's as `group.field`) / types. */
function sliceRelationships(): { slice: string; field: string; to: string[] }[] {
  const dir = path.join(ROOT, "src/slices");
  const found = new Map<string, { slice: string; field: string; to: string[] }>();
  for (const folder of fs.readdirSync(dir)) {
    const file = path.join(dir, folder, "model.json");
    if (!fs.existsSync(file)) continue;
    const model = JSON.parse(fs.readFileSync(file, "utf8")) as SliceModel;
    for (const variation of model.variations)
      for (const fields of [variation.primary ?? {}, variation.items ?? {}])
        for (const [name, field] of Object.entries(fields)) {
          const add = (fieldPath: string, link: Field) =>
            found.set(`${model.id}|${fieldPath}`, {
              slice: model.id,
              field: fieldPath,
              to: link.config?.customtypes ?? [],
            });
          if (isDocumentLink(field)) add(name, field);
          if (field.type === "Group")
            for (const [sub, subField] of Object.entries(field.config?.fields ?? {}))
              if (isDocumentLink(subField)) add(`${name}.${sub}`, subField);
        }
  }
  return [...found.values()];
}

/** The custom types whose slice zones offer a slice. */
function typesHolding(slice: string): string[] {
  const dir = path.join(ROOT, "customtypes");
  return fs
    .readdirSync(dir)
    .filter((type) => {
      const model = JSON.parse(fs.readFileSync(path.join(dir, type, "index.json"), "utf8")) as {
        json: Record<string, Record<string, { type: string; config?: { choices?: Record<string, unknown> } }>>;
      };
      return Object.values(model.json).some((tab) =>
        Object.values(tab).some((field) => field.type === "Slices" && slice in (field.config?.choices ?? {})),
      );
    })
    .sort();
}

describe("the registry's slice links (what pages show of the documents their slices link to)", () => {
  it("declare every content-relationship field of the slices, with its types and every slice zone holding it", () => {
    const models = sliceRelationships();
    expect(models.length).toBeGreaterThan(0);
    for (const field of models) {
      const declared = SLICE_LINKS.find((link) => link.slice === field.slice && link.field === field.field);
      expect(
        declared,
        `${field.slice}.${field.field} is not declared in SLICE_LINKS (src/config/sections.ts)`,
      ).toBeDefined();
      expect([...declared!.to].sort()).toEqual([...field.to].sort());
      expect([...declared!.in].sort(), `slice zones holding ${field.slice}`).toEqual(typesHolding(field.slice));
    }
  });

  it("every page whose slice zone can hold a FAQ list asks for the FAQ fields the slice shows", () => {
    const holders = typesHolding("faq_list") as DocumentType[];
    expect(holders).toEqual(expect.arrayContaining(["home", "page", "section_landing", "health_article"]));
    for (const type of holders)
      expect(fetchLinksFor(type), type).toEqual(expect.arrayContaining(FAQ_LINK_FIELDS.map((field) => `faq.${field}`)));
  });
});

describe("each query's linked fields", () => {
  it("a product's page: its category's name and its related products' cards, nothing else", () => {
    expect(fetchLinksFor("product")?.sort()).toEqual(
      ["product.image", "product.name", "product.summary", "product_category.name"].sort(),
    );
  });

  it("a health article's page: category, byline, related content of three types, FAQ lists", () => {
    expect(fetchLinksFor("health_article")?.sort()).toEqual(
      [
        "author.avatar",
        "author.name",
        "author.role",
        "faq.answer",
        "faq.question",
        "health_article.image",
        "health_article.summary",
        "health_article.title",
        "health_category.name",
        "news_article.image",
        "news_article.summary",
        "news_article.title",
        "product.image",
        "product.name",
        "product.summary",
      ].sort(),
    );
  });

  it("pages that show nothing through links send no fetchLinks", () => {
    for (const type of ["news_article", "navigation", "settings", "author", "job_offer", "faq_category"] as const)
      expect(fetchLinksFor(type), type).toBeUndefined();
    expect(fetchLinksFor("navigation", "settings")).toBeUndefined();
  });

  it("only types some page shows through a link declare link fields", () => {
    const shown = new Set(
      SECTION_LIST.flatMap((section) => (section.links ?? []).flatMap((link) => link.to)).concat(
        SLICE_LINKS.flatMap((link) => link.to),
      ),
    );
    for (const section of SECTION_LIST)
      for (const type of Object.keys(section.linkFields ?? {}))
        expect(shown.has(type as DocumentType), `${type} has linkFields but no link shows it`).toBe(true);
  });

  it("a listing reads only its cards' fields", () => {
    expect(cardGraphQuery("product")).toBe("{ product { name summary image category } }");
    expect(cardGraphQuery("news_article")).toBe("{ news_article { title summary image publication_date } }");
    expect(() => cardGraphQuery("faq")).toThrow(/no listing/);
  });
});
