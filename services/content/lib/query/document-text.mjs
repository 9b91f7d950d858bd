// @ts-check
import { collectText, tokenize } from "./text.mjs";

/** @type {WeakMap<object, Set<string>>} */
const wordCache = new WeakMap();

/**
 * Folded words of every text of a document (cached: stored documents never change).
 * @param {import("../store/document-file.mjs").StoredDocument} doc
 * @returns {Set<string>}
 */
export function documentWords(doc) {
  let words = wordCache.get(doc);
  if (!words) {
    words = new Set(collectText(doc.data).flatMap(tokenize));
    wordCache.set(doc, words);
  }
  return words;
}

/**
 * Folded words of one field value.
 * @param {unknown} value
 * @returns {string[]}
 */
export function fieldWords(value) {
  return collectText(value).flatMap(tokenize);
}
