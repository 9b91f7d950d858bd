/** The words of the indexed documents as written, found with up to two letters wrong: "¿Quizás quisiste decir…?". */
import MiniSearch from "minisearch";
import { foldWord, isMeaningfulWord, wordsOf } from "./searchText";

/** Shorter words are not suggested: too many of them are one letter from each other. */
const MIN_WORD_LENGTH = 4;
/** A known word: as first written, how often seen, and the document types it was seen in. */
type KnownWord = { written: string; count: number; types: Set<string> };

/** A vocabulary as a snapshot holds it. */
export type VocabularyJson = [folded: string, written: string, count: number, types: string[]][];

/** The known words of a locale's documents. */
export class SearchVocabulary {
  private readonly written = new Map<string, KnownWord>();
  private readonly index = new MiniSearch<{ id: string }>({
    fields: ["id"],
    tokenize: (text) => [text],
    processTerm: (term) => term,
  });

  /** Learns the words of a text of a document of this type. */
  addText(text: string, type: string): void {
    for (const { word } of wordsOf(text)) {
      if (word.length < MIN_WORD_LENGTH || !/\p{L}/u.test(word)) continue;
      const folded = foldWord(word);
      const known = this.written.get(folded);
      if (known) {
        known.count += 1;
        known.types.add(type);
      } else if (isMeaningfulWord(word)) {
        this.written.set(folded, { written: word.toLowerCase(), count: 1, types: new Set([type]) });
        this.index.add({ id: folded });
      }
    }
  }

  /** The known words, for a snapshot (searchIndex.ts `toJSON`). */
  toJSON(): VocabularyJson {
    return [...this.written].map(([folded, known]) => [folded, known.written, known.count, [...known.types]]);
  }

  /** A vocabulary from its snapshot. */
  static fromJSON(words: VocabularyJson): SearchVocabulary {
    const vocabulary = new SearchVocabulary();
    for (const [folded, written, count, types] of words)
      vocabulary.written.set(folded, { written, count, types: new Set(types) });
    vocabulary.index.addAll(words.map(([folded]) => ({ id: folded })));
    return vocabulary;
  }

  /** Whether a word (in any spelling of accents and case) is known. */
  has(word: string): boolean {
    return this.written.has(foldWord(word));
  }

  /** The known word of documents of these types spelt closest to this one (frequent words first), or null. */
  closest(word: string, types: readonly string[]): string | null {
    const folded = foldWord(word);
    if (folded.length < 3) return null;
    const results = this.index.search(folded, {
      fuzzy: folded.length <= 5 ? 1 : 2,
      boostDocument: (id) => 1 + Math.log(this.written.get(id as string)?.count ?? 1),
      filter: (result) => types.some((type) => this.written.get(result.id as string)?.types.has(type)),
    });
    const best = results.find((result) => result.id !== folded);
    return best ? this.written.get(best.id as string)!.written : null;
  }
}
