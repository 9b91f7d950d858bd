// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * The slug Prismic derives from a document's title: the text of the first top-level Title field
 * (a rich text field whose first block is a heading), lower-cased, accents dropped, every run of
 * other characters a "-" (`"Árnica Montana 9 CH"` → `"arnica-montana-9-ch"`); `"-"` when the
 * document has no title text.
 * @param {Record<string, unknown>} data
 * @returns {string}
 */
export function slugFromTitle(data) {
  for (const value of Object.values(data)) {
    if (!Array.isArray(value) || value.length === 0) continue;
    const first = value[0];
    if (!isPlainObject(first) || typeof first.type !== "string" || !/^heading[1-6]$/.test(first.type)) continue;
    if (typeof first.text !== "string") continue;
    const slug = slugify(first.text);
    if (slug) return slug;
  }
  return "-";
}

/**
 * @param {string} text
 * @returns {string}
 */
function slugify(text) {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
