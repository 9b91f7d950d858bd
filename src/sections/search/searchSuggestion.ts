import type { SearchIndex } from "./searchIndex";
import { isMeaningfulWord, wordsOf } from "./searchText";

/**
 * "Did you mean": the query with each unknown word replaced by the closest known word that finds
 * something among these types, or null when no such query finds anything.
 */
export function suggestQuery(index: SearchIndex, query: string, types: readonly string[]): string | null {
  let changed = false;
  const words = wordsOf(query).map(({ word }) => {
    if (!isMeaningfulWord(word) || index.vocabulary.has(word)) return word;
    const closest = index.vocabulary.closest(word).find((candidate) => index.search(candidate.written, types).length > 0);
    if (!closest) return word;
    changed = true;
    return closest.written;
  });
  if (!changed) return null;
  const suggestion = words.join(" ");
  return index.search(suggestion, types).length > 0 ? suggestion : null;
}
