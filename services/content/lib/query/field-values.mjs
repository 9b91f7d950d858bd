// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * Helpers reading Prismic field values the way predicates and orderings compare them.
 */

/**
 * True for a rich text / title value: an array of blocks `{type, text, spans}` (or image/embed blocks).
 * @param {unknown} value
 * @returns {value is Array<Record<string, any>>}
 */
export function isRichText(value) {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (block) =>
        isPlainObject(block) &&
        typeof block.type === "string" &&
        (Array.isArray(block.spans) || block.type === "image" || block.type === "embed"),
    )
  );
}

/**
 * The plain text of a rich text value (blocks joined by a space).
 * @param {Array<Record<string, any>>} blocks
 * @returns {string}
 */
function richTextToString(blocks) {
  return blocks
    .map((block) => (typeof block.text === "string" ? block.text : ""))
    .filter(Boolean)
    .join(" ");
}

/**
 * The comparable scalar of a field value: a link compares by target id, rich text by its text.
 * @param {unknown} value
 * @returns {string | number | boolean | null}
 */
export function scalarOf(value) {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (isRichText(value)) return richTextToString(value);
  if (isPlainObject(value) && typeof value.link_type === "string") {
    if (value.link_type === "Document" && typeof value.id === "string") return value.id;
    if (typeof value.url === "string") return value.url;
  }
  return null;
}

/**
 * Whether a field holds a value (Prismic's `has` / `missing`).
 * @param {unknown} value
 * @returns {boolean}
 */
export function isFilled(value) {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value !== "";
  if (typeof value === "number" || typeof value === "boolean") return true;
  if (Array.isArray(value)) {
    if (value.length === 0) return false;
    if (isRichText(value)) return value.some((block) => block.type === "image" || block.type === "embed" || block.text);
    return value.some((item) => !isPlainObject(item) || Object.values(item).some(isFilled));
  }
  if (isPlainObject(value)) {
    if (value.link_type === "Any") return false;
    if (typeof value.link_type === "string") return Boolean(value.id || value.url);
    return Object.keys(value).length > 0;
  }
  return false;
}

/**
 * Epoch ms of a date-like value (epoch number, `YYYY-MM-DD`, ISO timestamp), else NaN.
 * @param {unknown} value
 * @param {(text: string) => number} parse ISO parser
 * @returns {number}
 */
export function dateValueOf(value, parse) {
  if (typeof value === "number") return value;
  if (typeof value === "string") return parse(value);
  return Number.NaN;
}
