/** The packed form of MiniSearch's index in the search snapshot (issue 30): loads into the very same index. */
import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { packMiniSearch, unpackMiniSearch } from "@/sections/search/searchIndexPacking";

type Doc = { id: string; title: string; body: string };
const OPTIONS = { fields: ["title", "body"], idField: "id" };
const DOCS: Doc[] = [
  { id: "a", title: "Árnica montana", body: "golpes y contusiones, árnica en gránulos" },
  { id: "b", title: "Caléndula", body: "pomada para la piel; caléndula y árnica" },
  { id: "c", title: "Gelsemium", body: "nervios antes de un examen" },
];

function original(): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>(OPTIONS);
  index.addAll(DOCS);
  index.discard("c");
  index.add({ id: "d", title: "Nux vomica", body: "digestiones pesadas" });
  return index;
}

const ids = (index: MiniSearch<Doc>, query: string) =>
  index.search(query, { fuzzy: 0.2 }).map((result) => [result.id, result.score, result.terms]);

describe("the packed MiniSearch index", () => {
  it("round-trips through JSON text into an index equal to the original", () => {
    const index = original();
    const packed = JSON.parse(JSON.stringify(packMiniSearch(index.toJSON())));
    const loaded = unpackMiniSearch<Doc>(packed, OPTIONS);
    const sorted = (json: ReturnType<MiniSearch["toJSON"]>) => ({
      ...json,
      index: [...json.index].sort(([a], [b]) => a.localeCompare(b)),
    });
    expect(sorted(loaded.toJSON())).toEqual(sorted(index.toJSON()));
    for (const query of ["arnica", "árnica", "calendula", "gelsemium", "digestion", "piel nervios"])
      expect(ids(loaded, query)).toEqual(ids(index, query));
  });

  it("is shorter than MiniSearch's own JSON", () => {
    const json = original().toJSON();
    expect(JSON.stringify(packMiniSearch(json)).length).toBeLessThan(JSON.stringify(json).length);
  });

  it("keeps taking documents in and out once loaded, as a publish does", () => {
    const loaded = unpackMiniSearch<Doc>(packMiniSearch(original().toJSON()), OPTIONS);
    loaded.discard("a");
    loaded.add({ id: "a", title: "Árnica 30 CH", body: "nueva presentación" });
    loaded.add({ id: "e", title: "Thuya", body: "verrugas" });
    expect(loaded.search("presentación").map((result) => result.id)).toEqual(["a"]);
    expect(loaded.search("contusiones")).toEqual([]);
    expect(loaded.search("verrugas").map((result) => result.id)).toEqual(["e"]);
  });

  it("refuses another MiniSearch serialisation", () => {
    expect(() => packMiniSearch({ ...original().toJSON(), serializationVersion: 1 })).toThrow(/serialisation/);
  });
});
