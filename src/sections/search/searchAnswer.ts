import type { SearchableDocument } from "./searchDocument";
import { excerptOf, highlightText, type TextPiece } from "./searchHighlight";
import type { SearchIndex } from "./searchIndex";
import { isMeaningfulWord, wordsOf } from "./searchText";

const SEARCH_RESULTS_LIMIT = 30;

/** One search hit, ready to render: its title and excerpt with the matched words marked. */
type SearchResult = {
  id: string;
  type: SearchableDocument["type"];
  href: string;
  title: TextPiece[];
  excerpt: TextPiece[];
};

/** What a search page shows for a query. */
export type SearchAnswer =
  | { state: "found"; results: SearchResult[]; total: number }
  | { state: "notFound"; suggestion: string | null }
  | { state: "unavailable" };

/** "Did you mean": each unknown word replaced by the closest known in documents of these types, or null. */
function suggestQuery(index: SearchIndex, query: string, types: readonly string[]): string | null {
  const words = wordsOf(query).map(({ word }) => word);
  const known = (word: string) => !isMeaningfulWord(word) || index.vocabulary.has(word);
  const suggested = words.map((word) => (known(word) ? word : (index.vocabulary.closest(word, types) ?? word)));
  return suggested.some((word, n) => word !== words[n]) ? suggested.join(" ") : null;
}

/** The answer of an index to a query over some document types: the best results, or a suggestion. */
export function answerSearch(index: SearchIndex, query: string, types: readonly string[]): SearchAnswer {
  const { total, hits } = index.search(query, types, SEARCH_RESULTS_LIMIT);
  if (total === 0) return { state: "notFound", suggestion: suggestQuery(index, query, types) };
  const results = hits.map((hit) => ({
    id: hit.document.id,
    type: hit.document.type,
    href: hit.document.href,
    title: highlightText(hit.document.title, hit.matchedTerms),
    excerpt: excerptOf(hit),
  }));
  return { state: "found", results, total };
}
