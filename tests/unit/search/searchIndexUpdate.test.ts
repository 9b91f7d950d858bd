/**
 * Issue 39: moving an index to a newer ref never leaves it half changed, and reads the changed ids
 * in chunks of at most 100 per filter.
 */
import { describe, expect, it } from "vitest";
import { fakeProduct, type FakeDocument } from "@tests/support/fakeProduct";
import { toSearchDocument } from "@/sections/search/searchDocument";
import { SearchIndex } from "@/sections/search/searchIndex";
import { updateIndex, type LocaleIndex } from "@/sections/search/searchIndexSync";

type Doc = FakeDocument;
const product = fakeProduct;

const OLD = "2026-01-01T00:00:00+0000";
const NEW = "2026-02-01T00:00:00+0000";

/** An index of 150 products (more than one page, so updates are incremental) at ref-1. */
function indexOf(documents: Doc[]): LocaleIndex {
  const index = new SearchIndex();
  const built: LocaleIndex = { ref: "ref-1", index, seen: new Map(), builtAt: Date.now() };
  for (const document of documents) built.seen.set(document.id, document.last_publication_date);
  index.upsert(documents.map((document) => toSearchDocument(document as never)!));
  return built;
}

type Query = { filters?: string[]; orderings?: unknown };

/** A client over `documents`: `get` answers the newest page (or fails), `dangerouslyGetAll` the ids asked for. */
function clientOver(documents: Doc[], { latestFails = false } = {}) {
  const idFilters: string[][] = [];
  const client = {
    get: async (_params: Query) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (latestFails) throw new Error("fetch failed");
      const sorted = [...documents].sort((a, b) => b.last_publication_date.localeCompare(a.last_publication_date));
      return { results: sorted.slice(0, 100), total_pages: 2, total_results_size: documents.length };
    },
    dangerouslyGetAll: async ({ filters = [] }: Query) => {
      const ids = [...(filters.join(" ").match(/document\.id, \[([^\]]*)\]/)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(
        (match) => match[1],
      );
      idFilters.push(ids);
      return documents.filter((document) => ids.includes(document.id));
    },
  };
  return { client: client as unknown as Parameters<typeof updateIndex>[0], idFilters };
}

const titles = (built: LocaleIndex, query: string) =>
  built.index.search(query, ["product"]).hits.map((hit) => hit.document.title);

describe("an incremental search update", () => {
  const before = Array.from({ length: 150 }, (_, n) => product(`p${n}`, `Producto ${n}`, OLD));

  it("changes nothing when a read fails after another succeeded: the live index answers as before", async () => {
    const current = indexOf(before);
    const after = before.map((document) =>
      document.id === "p7" ? product("p7", "Caléndula renovada", NEW) : document,
    );
    const { client } = clientOver(after, { latestFails: true });
    await expect(updateIndex(client, "es-es", "ref-2", current, ["p7", "p8"])).rejects.toThrow("fetch failed");
    expect(titles(current, "caléndula")).toEqual([]);
    expect(titles(current, "producto 7")).toContain("Producto 7");
    expect(current.ref).toBe("ref-1");
    expect(current.seen.get("p7")).toBe(OLD);
  });

  it("applies every change once all reads succeeded", async () => {
    const current = indexOf(before);
    const after = before
      .filter((document) => document.id !== "p8")
      .map((document) => (document.id === "p7" ? product("p7", "Caléndula renovada", NEW) : document));
    const { client } = clientOver(after);
    const updated = await updateIndex(client, "es-es", "ref-2", current, ["p7", "p8"]);
    expect(updated.ref).toBe("ref-2");
    expect(titles(updated, "caléndula")).toEqual(["Caléndula renovada"]);
    expect(updated.seen.has("p8")).toBe(false);
  });

  it("reads a release of 250 changed ids in chunks of at most 100 ids per filter", async () => {
    const current = indexOf(before);
    const ids = Array.from({ length: 250 }, (_, n) => `p${n}`);
    const { client, idFilters } = clientOver(before);
    await updateIndex(client, "es-es", "ref-2", current, ids).catch(() => undefined);
    expect(idFilters.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(idFilters.flat().sort()).toEqual([...ids].sort());
  });
});
