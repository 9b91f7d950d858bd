/**
 * How Spanish text becomes search terms, for documents and queries alike: common words dropped, each
 * word stemmed folded and as written ("homeopatía" → "homeopat", "homeopatia" → "homeopati"), both kept.
 */
import { stemmer } from "@orama/stemmers/spanish";
import { LRUCache } from "lru-cache";

/** Spanish words too common to say anything about a document (articles, prepositions, pronouns…). */
const COMMON_WORDS = new Set(
  (
    "a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era " +
    "es esa esas ese eso esos esta estas este esto estos fue ha hay la las le les lo los mas me mi mis mucho muy nada ni no nos o os " +
    "otra otro para pero poco por porque que quien se ser si sin sobre su sus tambien te tiene tu tus u un una unas uno unos usted y ya yo"
  ).split(" "),
);

/** Longer "words" (a pasted token) are not searched: stemming or fuzzy matching them would be slow. */
const MAX_WORD_LENGTH = 40;

/** A word as written: letters and digits (with inner apostrophes and middle dots, "l·l"). */
const WORD = /[\p{L}\p{N}]+(?:['’·][\p{L}\p{N}]+)*/gu;

/** Lower case without accents or other combining marks ("Niño" → "nino"). */
export function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a text, in order, with where each starts and ends. */
export function wordsOf(text: string) {
  return Array.from(text.matchAll(WORD), ({ 0: word, index: start }) => ({ word, start, end: start + word.length }));
}

/** Terms of the words seen lately, by word as written (stemming is the costly part of indexing and highlighting). */
const knownTerms = new LRUCache<string, string[]>({ max: 50_000 });

/** The search terms of one word: its stems (one or two), or none for a common word or one too long to be a word. */
export function termsOfWord(word: string): string[] {
  if (word.length > MAX_WORD_LENGTH) return [];
  const known = knownTerms.get(word);
  if (known) return known;
  const folded = foldWord(word);
  const terms =
    folded.length === 0 || folded.length > MAX_WORD_LENGTH || COMMON_WORDS.has(folded)
      ? []
      : [...new Set([stemmer(folded), foldWord(stemmer(word.toLowerCase()))])].filter((stem) => stem.length > 0);
  knownTerms.set(word, terms);
  return terms;
}

/** Whether a word means something to search (not a common word). */
export function isMeaningfulWord(word: string): boolean {
  return termsOfWord(word).length > 0;
}
