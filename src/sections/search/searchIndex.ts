/**
 * The search index of one locale (docs/decisions.md "Search: MiniSearch with the Snowball Spanish
 * stemmer"), changed document by document, so a publish does not rebuild it.
 */
import MiniSearch from "minisearch";
import type { SearchDocument } from "./searchDocument";
import { packMiniSearch, unpackMiniSearch, type PackedMiniSearch } from "./searchIndexPacking";
import { foldWord, termsOfWord, wordsOf } from "./searchText";
import { SearchVocabulary, type VocabularyJson } from "./searchVocabulary";

/** Words shorter than this must be spelt right; longer ones may have one letter wrong. */
const TYPO_MIN_LENGTH = 5;
/** The fields searched, and how much a match weighs in each. */
const FIELD_BOOST = { title: 6, summary: 2, uidWords: 1.5, body: 1 };
/** Words of a query considered (a query is at most 100 characters anyway). */
const MAX_QUERY_WORDS = 12;

/** A document found, and the index terms (stems) it matched: the words to highlight. */
export type SearchHit = { document: SearchDocument; matchedTerms: ReadonlySet<string> };

const tokenize = (text: string) => wordsOf(text).map(({ word }) => word);

/**
 * The words of a query that mean something, with their terms. Only a long word no document has as
 * written may have a letter wrong ("quince" does not find "quinta").
 */
function queryWords(query: string, vocabulary: SearchVocabulary) {
  const words = new Map<string, { terms: string[]; fuzzy: boolean }>();
  for (const word of tokenize(query)) {
    const folded = foldWord(word);
    const terms = termsOfWord(word);
    if (terms.length > 0 && !words.has(folded))
      words.set(folded, { terms, fuzzy: folded.length >= TYPO_MIN_LENGTH && !vocabulary.has(word) });
  }
  return [...words.values()].slice(0, MAX_QUERY_WORDS);
}

/** MiniSearch's options: the same to build an index and to load its snapshot. */
const MINISEARCH_OPTIONS = {
  fields: Object.keys(FIELD_BOOST),
  idField: "id",
  tokenize,
  processTerm: (term: string) => termsOfWord(term),
  autoVacuum: { minDirtCount: 50, minDirtFactor: 0.1, batchSize: 1000, batchWait: 10 },
};

/** Bump when the snapshot's shape or the text processing changes: older snapshots are then rebuilt, not loaded. */
export const SEARCH_SNAPSHOT_FORMAT = 3;

/** A search index as JSON. */
export type SearchIndexJson = {
  format: number;
  documents: SearchDocument[];
  index: PackedMiniSearch;
  vocabulary: VocabularyJson;
};

/** The search index of one locale. */
export class SearchIndex {
  private readonly documents = new Map<string, SearchDocument>();

  constructor(
    documents: Iterable<SearchDocument> = [],
    private readonly index = new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS),
    /** The words of the documents as written, for "did you mean". */
    readonly vocabulary = new SearchVocabulary(),
  ) {
    this.upsert(documents);
  }

  /** The index as JSON, for a snapshot. */
  toJSON(): SearchIndexJson {
    return {
      format: SEARCH_SNAPSHOT_FORMAT,
      documents: [...this.documents.values()],
      index: packMiniSearch(this.index.toJSON()),
      vocabulary: this.vocabulary.toJSON(),
    };
  }

  /** An index from its JSON; throws on another format. */
  static fromJSON(json: SearchIndexJson): SearchIndex {
    if (json.format !== SEARCH_SNAPSHOT_FORMAT)
      throw new Error(`search snapshot format ${json.format}, expected ${SEARCH_SNAPSHOT_FORMAT}`);
    const index = unpackMiniSearch<SearchDocument>(json.index, MINISEARCH_OPTIONS);
    const loaded = new SearchIndex([], index, SearchVocabulary.fromJSON(json.vocabulary));
    for (const document of json.documents) loaded.documents.set(document.id, document);
    return loaded;
  }

  get size(): number {
    return this.documents.size;
  }

  /** Adds documents, replacing those with the same id. */
  upsert(documents: Iterable<SearchDocument>): void {
    for (const document of documents) {
      if (this.documents.has(document.id)) this.index.discard(document.id);
      this.documents.set(document.id, document);
      this.index.add(document);
      this.vocabulary.addText(`${document.title}\n${document.summary}\n${document.body}`, document.type);
    }
  }

  /** Removes the documents with these ids (unknown ids are ignored). */
  remove(ids: Iterable<string>): void {
    for (const id of ids) if (this.documents.delete(id)) this.index.discard(id);
  }

  /** The documents of these types matching the query, more words matched first, then a title match, then the score. */
  search(query: string, types: readonly string[], limit?: number): { total: number; hits: SearchHit[] } {
    const words = queryWords(query, this.vocabulary);
    if (words.length === 0) return { total: 0, hits: [] };
    const wordOfTerm = new Map(words.flatMap(({ terms }, word) => terms.map((term) => [term, word] as const)));
    const fuzzyTerms = new Set(words.flatMap(({ terms, fuzzy }) => (fuzzy ? terms : [])));
    const wanted = new Set(types);
    const ranked = this.index
      .search([...wordOfTerm.keys()].join(" "), {
        tokenize: (text) => text.split(" "),
        processTerm: (term) => term,
        fuzzy: (term) => (fuzzyTerms.has(term) ? 1 : false),
        boost: FIELD_BOOST,
        filter: (result) => wanted.has(this.documents.get(result.id as string)!.type),
      })
      .map((result) => ({
        result,
        wordsMatched: new Set(result.queryTerms.map((term) => wordOfTerm.get(term))).size,
        titleMatched: Number(Object.values(result.match).some((fields) => fields.includes("title"))),
      }))
      .sort(
        (a, b) => b.wordsMatched - a.wordsMatched || b.titleMatched - a.titleMatched || b.result.score - a.result.score,
      );
    const hits = ranked.slice(0, limit).map(({ result }) => ({
      document: this.documents.get(result.id as string)!,
      matchedTerms: new Set(result.terms),
    }));
    return { total: ranked.length, hits };
  }
}
