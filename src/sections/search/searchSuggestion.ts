import type { SearchIndex } from "./searchIndex";
import { isMeaningfulWord, wordsOf } from "./searchText";

/**
 * "Did you mean": the query with each unknown word replaced by the closest word known in documents
 * of these types (so the suggestion finds something), or null when no word has such a neighbour.
 */
export function suggestQuery(index: SearchIndex, query: string, types: readonly string[]): string | null {
  let changed = false;
  const words = wordsOf(query).map(({ word }) => {
    if (!isMeaningfulWord(word) || index.vocabulary.has(word)) return word;
    const [closest] = index.vocabulary.closest(word, types);
    if (!closest) return word;
    changed = true;
    return closest.written;
  });
  return changed ? words.join(" ") : null;
}
