/**
 * MiniSearch's serialised index in a compact form that loads fast (issue 30: a fresh instance's
 * first search within 1 s at 10,000 documents). MiniSearch's own `toJSON` writes each term's
 * postings as objects keyed by document number (`{"0": {"17": 2, …}}`): at 10,000 documents that is
 * 12 MB of such objects, slow to `JSON.parse` and slow again to turn into Maps in `loadJS`
 * (`parseInt` of every key). Here each term's postings are one flat array of numbers —
 * `[field, count, document, frequency, document, frequency, …, field, count, …]` — which
 * `JSON.parse` reads several times faster, and which fill MiniSearch's index Maps directly.
 */
import MiniSearch, { type AsPlainObject, type Options } from "minisearch";

/** One term and its postings: per field, its number, how many documents, then (document, frequency) pairs. */
type PackedTerm = [term: string, postings: number[]];

/** MiniSearch's plain object with its index packed. */
export type PackedMiniSearch = Omit<AsPlainObject, "index"> & { index: PackedTerm[] };

/** Field number → document number → frequency: MiniSearch's own entry for a term. */
type FieldPostings = Map<number, Map<number, number>>;

/** MiniSearch 7 keeps its terms in `_index` (a radix tree with `set`); loadJS fills it the same way. */
type WithTermTree = { _index?: { set: (term: string, data: FieldPostings) => unknown } };

/** Packs MiniSearch's `toJSON()` (serialisation version 2). */
export function packMiniSearch(json: AsPlainObject): PackedMiniSearch {
  if (json.serializationVersion !== 2)
    throw new Error(`MiniSearch serialisation ${json.serializationVersion}, expected 2`);
  const index: PackedTerm[] = json.index.map(([term, fields]) => {
    const postings: number[] = [];
    for (const [field, documents] of Object.entries(fields as Record<string, Record<string, number>>)) {
      const entries = Object.entries(documents);
      postings.push(Number(field), entries.length);
      for (const [document, frequency] of entries) postings.push(Number(document), frequency);
    }
    return [term, postings];
  });
  return { ...json, index };
}

/** A term's postings as MiniSearch's Maps. */
function fieldPostings(postings: readonly number[]): FieldPostings {
  const fields: FieldPostings = new Map();
  for (let at = 0; at < postings.length;) {
    const field = postings[at++]!;
    const count = postings[at++]!;
    const documents = new Map<number, number>();
    for (let n = 0; n < count; n++, at += 2) documents.set(postings[at]!, postings[at + 1]!);
    fields.set(field, documents);
  }
  return fields;
}

/** The same postings as MiniSearch's plain object, for `loadJS`. */
function plainPostings(postings: readonly number[]): Record<string, Record<string, number>> {
  return Object.fromEntries(
    [...fieldPostings(postings)].map(([field, documents]) => [String(field), Object.fromEntries(documents)]),
  );
}

/**
 * A MiniSearch index from its packed form, with the options it was built with. Everything but the
 * terms goes through MiniSearch's own `loadJS`; the terms are put straight into its term tree,
 * as `loadJS` does, without the plain objects in between. Should a MiniSearch version keep its terms
 * elsewhere, the plain objects are rebuilt and given to `loadJS` (slower, same index).
 */
export function unpackMiniSearch<T>(packed: PackedMiniSearch, options: Options<T>): MiniSearch<T> {
  const { index, ...rest } = packed;
  const miniSearch = MiniSearch.loadJS<T>({ ...rest, index: [] }, options);
  const tree = (miniSearch as unknown as WithTermTree)._index;
  if (typeof tree?.set !== "function")
    return MiniSearch.loadJS<T>(
      { ...rest, index: index.map(([term, postings]) => [term, plainPostings(postings)]) },
      options,
    );
  for (const [term, postings] of index) tree.set(term, fieldPostings(postings));
  return miniSearch;
}
