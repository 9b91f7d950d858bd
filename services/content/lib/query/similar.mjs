// @ts-check
import { documentWords } from "./document-text.mjs";

/** Words this short carry little meaning and are ignored by `similar`. */
const MIN_WORD_LENGTH = 4;
/** A shared tag counts as much as this many shared words. */
const TAG_WEIGHT = 3;

/** @type {WeakMap<object, Map<string, Set<string>>>} */
const cache = new WeakMap();

/**
 * `similar(id, max)`: the ids of at most `max` documents (never the source itself) that share
 * tags or significant words (≥ 4 letters) with the source document, best score first
 * (tag = 3 points, word = 1 point), ties in the default order. Unknown id → none.
 * @param {import("../store/document-set.mjs").DocumentSet} set
 * @param {string} sourceId
 * @param {number} max
 * @returns {Set<string>}
 */
export function findSimilar(set, sourceId, max) {
  let perSet = cache.get(set);
  if (!perSet) {
    perSet = new Map();
    cache.set(set, perSet);
  }
  const key = `${sourceId}\0${max}`;
  const cached = perSet.get(key);
  if (cached) return cached;

  const source = set.get(sourceId);
  /** @type {Set<string>} */
  let result = new Set();
  if (source && max > 0) {
    const sourceWords = significant(documentWords(source));
    const scored = [];
    for (const doc of set.documents) {
      if (doc.id === source.id) continue;
      const sharedTags = doc.tags.filter((tag) => source.tags.includes(tag)).length;
      let sharedWords = 0;
      for (const word of significant(documentWords(doc))) if (sourceWords.has(word)) sharedWords += 1;
      const score = sharedTags * TAG_WEIGHT + sharedWords;
      if (score > 0) scored.push({ id: doc.id, score });
    }
    scored.sort((a, b) => b.score - a.score);
    result = new Set(scored.slice(0, max).map((entry) => entry.id));
  }
  perSet.set(key, result);
  return result;
}

/** @param {Set<string>} words */
function significant(words) {
  return new Set([...words].filter((word) => word.length >= MIN_WORD_LENGTH));
}
