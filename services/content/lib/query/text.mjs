// @ts-check
import { isPlainObject } from "../util/objects.mjs";

/**
 * Lower-cases and strips diacritics (NFD), so "Árnica" and "sueño" compare as "arnica" and "sueno".
 * @param {string} text
 * @returns {string}
 */
export function foldText(text) {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/**
 * Folded words of a text.
 * @param {string} text
 * @returns {string[]}
 */
export function tokenize(text) {
  return foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Every human-readable string inside a field value: rich text, key text, select values, group
 * and slice contents. Links (other documents), images and embeds are skipped.
 * @param {unknown} value
 * @param {string[]} [out]
 * @returns {string[]}
 */
export function collectText(value, out = []) {
  if (typeof value === "string") {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, out);
  } else if (isPlainObject(value)) {
    if (typeof value.link_type === "string" || "embed_url" in value || "dimensions" in value) return out;
    if (Array.isArray(value.spans)) {
      if (typeof value.text === "string") out.push(value.text);
      return out;
    }
    if (typeof value.slice_type === "string") {
      collectText(value.primary, out);
      collectText(value.items, out);
      return out;
    }
    for (const child of Object.values(value)) collectText(child, out);
  }
  return out;
}

/**
 * Prismic-style fulltext match: every word of the search must start a word of the text
 * (case- and accent-insensitive).
 * @param {Set<string> | string[]} words folded words of the searched text
 * @param {string[]} terms folded words of the search
 * @returns {boolean}
 */
export function matchesAllTerms(words, terms) {
  const list = [...words];
  return terms.every((term) => list.some((word) => word.startsWith(term)));
}
