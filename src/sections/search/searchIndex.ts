/**
 * The search index of one locale's documents (MiniSearch, docs/decisions.md "Search: MiniSearch
 * with the Snowball Spanish stemmer"): BM25 over title, summary, body and uid words, terms from
 * searchText.ts, one typo forgiven in words of 5 letters or more. Ranked so that more query words
 * matched come first, then a title match, then MiniSearch's score. Documents can be added,
 * replaced and removed one by one, so a publish does not rebuild it.
 */
import MiniSearch, { type SearchResult as MiniSearchResult } from "minisearch";
import type { SearchDocument } from "./searchDocument";
import { foldWord, termsOfWord, wordsOf } from "./searchText";
import { SearchVocabulary } from "./searchVocabulary";

/** Words shorter than this must be spelt right; longer ones may have one letter wrong. */
const TYPO_MIN_LENGTH = 5;
/** How much a match weighs in each field. */
const FIELD_BOOST = { title: 6, summary: 2, uidWords: 1.5, body: 1 };
/** Fields searched. */
const FIELDS = Object.keys(FIELD_BOOST);
/** Words of a query considered (a query is at most 100 characters anyway). */
const MAX_QUERY_WORDS = 12;

/** One word of a query and the terms it searches. */
type QueryWord = { terms: string[]; fuzzy: number };

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

/** The words of a query that mean something, each with its terms, without repeats. */
function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const word of tokenize(query)) {
    const folded = foldWord(word);
    const terms = termsOfWord(word);
    if (terms.length === 0 || seen.has(folded)) continue;
    seen.add(folded);
    words.push({ terms, fuzzy: folded.length >= TYPO_MIN_LENGTH ? 1 : 0 });
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

/** The search index of one locale. */
export class SearchIndex {
  private readonly documents = new Map<string, SearchDocument>();
  private readonly index = new MiniSearch<SearchDocument>({
    fields: FIELDS,
    idField: "id",
    tokenize,
    processTerm: (term) => termsOfWord(term),
    autoVacuum: { minDirtCount: 50, minDirtFactor: 0.1, batchSize: 1000, batchWait: 10 },
  });
  /** The words of the documents as written, for "did you mean". */
  readonly vocabulary = new SearchVocabulary();

  constructor(documents: Iterable<SearchDocument> = []) {
    this.upsert(documents);
  }

  /** How many documents it holds. */
  get size(): number {
    return this.documents.size;
  }

  /** When the document with this id was published, as indexed; undefined when it is not indexed. */
  publishedAt(id: string): string | undefined {
    return this.documents.get(id)?.publishedAt;
  }

  /** Adds documents, replacing those with the same id. */
  upsert(documents: Iterable<SearchDocument>): void {
    for (const document of documents) {
      if (this.documents.has(document.id)) this.index.discard(document.id);
      this.documents.set(document.id, document);
      this.index.add(document);
      this.vocabulary.addText(`${document.title}\n${document.summary}\n${document.body}`);
    }
  }

  /** Removes the documents with these ids (unknown ids are ignored). */
  remove(ids: Iterable<string>): void {
    for (const id of ids) {
      if (!this.documents.delete(id)) continue;
      this.index.discard(id);
    }
  }

  /** The ids of every document indexed. */
  ids(): string[] {
    return [...this.documents.keys()];
  }

  /** The documents of the given types matching the query, best first. */
  search(query: string, types: readonly string[]): SearchHit[] {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const wanted = new Set(types);
    const results = this.index.search(
      { combineWith: "OR", queries: words.map(({ terms, fuzzy }) => ({ combineWith: "OR", queries: terms, fuzzy })) },
      {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        filter: (result) => wanted.has(this.documents.get(result.id as string)?.type ?? ""),
      },
    );
    return results
      .flatMap((result) => {
        const document = this.documents.get(result.id as string);
        return document ? [this.toHit(result, document, words)] : [];
      })
      .sort((a, b) => b.wordsMatched - a.wordsMatched || Number(b.titleMatched) - Number(a.titleMatched) || b.score - a.score);
  }

  private toHit(result: MiniSearchResult, document: SearchDocument, words: readonly QueryWord[]): SearchHit {
    const queryTerms = new Set(result.queryTerms);
    return {
      document,
      matchedTerms: new Set(result.terms),
      wordsMatched: words.filter(({ terms }) => terms.some((term) => queryTerms.has(term))).length,
      titleMatched: Object.values(result.match).some((fields) => fields.includes("title")),
      score: result.score,
    };
  }
}
