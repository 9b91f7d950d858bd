// @ts-check
import { collectText, tokenize } from "./text.mjs";

/** @type {WeakMap<object, Set<string>>} */
const wordCache = new WeakMap();

/**
 * Folded words of everything Prismic's fulltext searches in a document: its UID and its Rich
 * Text, Title, Key Text and Select fields (in groups and slices too). The strings come from
 * `doc.fulltext` when the load found a model for the document (store/load-store.mjs), else from
 * the shape of its data (collectText). Cached: stored documents never change.
 * @param {import("../store/document-file.mjs").StoredDocument} doc
 * @returns {Set<string>}
 */
export function documentWords(doc) {
  let words = wordCache.get(doc);
  if (!words) {
    const strings = doc.fulltext ?? collectText(doc.data);
    words = new Set([...(doc.uid ? [doc.uid] : []), ...strings].flatMap(tokenize));
    wordCache.set(doc, words);
  }
  return words;
}

/**
 * Folded words of one field value. A Key Text, Select or UID value counts whole (even when it
 * looks like a date); other values by their shape (collectText).
 * @param {unknown} value
 * @param {string} [fieldType] the field's model type, when known
 * @returns {Set<string>}
 */
export function fieldWords(value, fieldType) {
  const strings = typeof value === "string" && (fieldType === "Text" || fieldType === "Select" || fieldType === "UID") ? [value] : collectText(value);
  return new Set(strings.flatMap(tokenize));
}
