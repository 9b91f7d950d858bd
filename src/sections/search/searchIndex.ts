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

/** One word of a query and the terms it searches. */
type QueryWord = { terms: string[]; fuzzy: boolean };

/** A document found, with what made it match. */
export type SearchHit = {
  document: SearchDocument;
  /** Index terms (stems) the document matched: the words to highlight. */
  matchedTerms: ReadonlySet<string>;
  /** How many of the query's words it matched. */
  wordsMatched: number;
  titleMatched: boolean;
  score: number;
};

const tokenize = (text: string) => wordsOf(text).map(({ word }) => word);

/**
 * The words of a query that mean something, with their terms. Only a long word no document has as
 * written may have a letter wrong ("quince" does not find "quinta").
 */
function queryWords(query: string, vocabulary: SearchVocabulary): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const word of tokenize(query)) {
    const folded = foldWord(word);
    const terms = termsOfWord(word);
    if (terms.length === 0 || seen.has(folded)) continue;
    seen.add(folded);
    words.push({ terms, fuzzy: folded.length >= TYPO_MIN_LENGTH && !vocabulary.has(word) });
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
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
  private readonly index: MiniSearch<SearchDocument>;
  /** The words of the documents as written, for "did you mean". */
  readonly vocabulary: SearchVocabulary;

  constructor(
    documents: Iterable<SearchDocument> = [],
    loaded?: { index: MiniSearch<SearchDocument>; vocabulary: SearchVocabulary },
  ) {
    this.index = loaded?.index ?? new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
    this.vocabulary = loaded?.vocabulary ?? new SearchVocabulary();
    if (loaded) for (const document of documents) this.documents.set(document.id, document);
    else this.upsert(documents);
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
    return new SearchIndex(json.documents, { index, vocabulary: SearchVocabulary.fromJSON(json.vocabulary) });
  }

  /** How many documents it holds. */
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
    for (const id of ids) {
      if (!this.documents.delete(id)) continue;
      this.index.discard(id);
    }
  }

  /** The documents of these types matching the query, more words matched first, then a title match, then the score. */

  search(
    query: string,
    types: readonly string[],
    limit = Number.POSITIVE_INFINITY,
  ): { total: number; hits: SearchHit[] } {
    const words = queryWords(query, this.vocabulary);
    if (words.length === 0) return { total: 0, hits: [] };
    const wordOfTerm = new Map<string, number>();
    const fuzzyTerms = new Set<string>();
    words.forEach(({ terms, fuzzy }, word) => {
      for (const term of terms) {
        wordOfTerm.set(term, word);
        if (fuzzy) fuzzyTerms.add(term);
      }
    });
    const wanted = new Set(types);
    const results = this.index.search([...wordOfTerm.keys()].join(" "), {
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term,
      fuzzy: (term) => (fuzzyTerms.has(term) ? 1 : false),
      boost: FIELD_BOOST,
      filter: (result) => wanted.has(this.documents.get(result.id as string)!.type),
    });
    const ranked = results
      .map((result) => ({
        result,
        wordsMatched: new Set(result.queryTerms.map((term) => wordOfTerm.get(term))).size,
        titleMatched: Object.values(result.match).some((fields) => fields.includes("title")),
      }))
      .sort(
        (a, b) =>
          b.wordsMatched - a.wordsMatched ||
          Number(b.titleMatched) - Number(a.titleMatched) ||
          b.result.score - a.result.score,
      );
    const hits = ranked.slice(0, limit).map(({ result, wordsMatched, titleMatched }) => ({
      document: this.documents.get(result.id as string)!,
      matchedTerms: new Set(result.terms),
      wordsMatched,
      titleMatched,
      score: result.score,
    }));
    return { total: ranked.length, hits };
  }
}
