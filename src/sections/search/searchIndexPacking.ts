/**
 * MiniSearch's serialised index in a form that loads fast: each term's postings as one flat array,
 * `[field, count, document, frequency, …]`, instead of objects keyed by document number.
 */
import MiniSearch, { type AsPlainObject, type Options } from "minisearch";

/** One term and its postings: per field, its number, how many documents, then (document, frequency) pairs. */
type PackedTerm = [term: string, postings: number[]];

/** MiniSearch's plain object with its index packed. */
export type PackedMiniSearch = Omit<AsPlainObject, "index"> & { index: PackedTerm[] };

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

/** A term's packed postings as MiniSearch's plain object: field number → document number → frequency. */
function plainPostings(postings: readonly number[]): Record<string, Record<string, number>> {
  const fields: Record<string, Record<string, number>> = {};
  for (let at = 0; at < postings.length;) {
    const documents: Record<string, number> = (fields[postings[at++]!] = {});
    const count = postings[at++]!;
    for (let n = 0; n < count; n++, at += 2) documents[postings[at]!] = postings[at + 1]!;
  }
  return fields;
}

/** A MiniSearch index from its packed form and the options it was built with (MiniSearch's public `loadJS`). */
export function unpackMiniSearch<T>({ index, ...rest }: PackedMiniSearch, options: Options<T>): MiniSearch<T> {
  const plain: AsPlainObject["index"] = index.map(([term, postings]) => [term, plainPostings(postings)]);
  return MiniSearch.loadJS<T>({ ...rest, index: plain }, options);
}
