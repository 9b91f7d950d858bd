import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECTION_LIST } from "@/config/sections";
import { INDEXERS, toSearchDocument, type SearchableDocument } from "@/sections/search/searchDocument";

const SEED = path.resolve(import.meta.dirname, "../../../content/documents");

/** A seed document of the type, with the URL the Content API would give it. */
function seedDocument(type: string): SearchableDocument {
  const file = fs.readdirSync(path.join(SEED, type)).find((name) => name.endsWith(".es-es.json"));
  if (!file) throw new Error(`no es-es seed document of ${type} in content/documents/${type}/`);
  const doc = JSON.parse(fs.readFileSync(path.join(SEED, type, file), "utf8")) as SearchableDocument;
  return { ...doc, url: `/${type}/${doc.uid}` } as SearchableDocument;
}

/** Issues 30 and 42: which types are searched derives from the section registry; none is skipped silently. */
describe("search indexers", () => {
  const searched = [...new Set(SECTION_LIST.flatMap((section) => section.searches ?? []))];
  const byDefault = searched.filter((type) => !Object.hasOwn(INDEXERS, type));

  it("a searched type without its own indexer gets a title, a summary and a body from the default", () => {
    expect(byDefault).toEqual(expect.arrayContaining(["page", "health_article"]));
    for (const type of byDefault) {
      const indexed = toSearchDocument(seedDocument(type));
      expect(indexed, type).toMatchObject({ href: expect.stringMatching(/^\//) });
      for (const key of ["title", "summary", "body"] as const) expect(indexed?.[key], `${type} ${key}`).not.toBe("");
    }
  });

  it("the default reads a key-text title or a name, and indexes nothing without a URL", () => {
    const page = seedDocument("page");
    const keyText = { ...page, data: { ...page.data, title: "Título en texto" } } as unknown as SearchableDocument;
    const named = { ...page, data: { ...page.data, title: [], name: "Nombre" } } as unknown as SearchableDocument;
    expect(toSearchDocument(keyText)?.title).toBe("Título en texto");
    expect(toSearchDocument(named)?.title).toBe("Nombre");
    expect(toSearchDocument({ ...page, url: null })).toBeNull();
  });
});
