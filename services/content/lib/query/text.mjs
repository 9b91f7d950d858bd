// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * Lower-cases and strips diacritics (NFD), so "Árnica" and "sueño" compare as "arnica" and "sueno".
 * @param {string} text
 * @returns {string}
 */
function foldText(text) {
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

/** Strings that are Date, Timestamp or Color values, which Prismic's fulltext does not search. */
const NOT_TEXT = /^(\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|#[0-9a-fA-F]{6})$/;

/**
 * The strings Prismic's fulltext searches inside a value when no model says what its fields are:
 * rich text and title blocks, key text and select values, in groups and slices (`primary` and
 * `items`). Links, images, embeds, numbers, booleans and strings that are dates, timestamps or
 * colours are skipped (Prismic searches Rich Text, Title, Key Text, UID and Select only).
 * @param {unknown} value
 * @param {string[]} [out]
 * @returns {string[]}
 */
export function collectText(value, out = []) {
  if (typeof value === "string") {
    if (!NOT_TEXT.test(value.trim())) out.push(value);
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
 * The strings Prismic's fulltext searches in a value whose field model is known: the text of Rich
 * Text / Title blocks, Key Text and Select values, and the same inside Groups and Slice Zones
 * (per slice model). Other field types (Date, Timestamp, Number, Boolean, Color, Link, Image,
 * Embed, GeoPoint…) give nothing.
 * @param {unknown} value
 * @param {import("../models/load-models.mjs").FieldModel} field
 * @param {import("../models/load-models.mjs").Models} models
 * @param {string[]} [out]
 * @returns {string[]}
 */
function collectFieldText(value, field, models, out = []) {
  switch (field.type) {
    case "StructuredText":
      if (Array.isArray(value)) for (const block of value) if (isPlainObject(block) && typeof block.text === "string") out.push(block.text);
      break;
    case "Text":
    case "Select":
    case "UID":
      if (typeof value === "string") out.push(value);
      break;
    case "Group": {
      const fields = isPlainObject(field.config?.fields) ? field.config.fields : {};
      if (Array.isArray(value)) for (const item of value) collectFieldsText(item, fields, models, out);
      break;
    }
    case "Slices":
    case "Choice":
      if (Array.isArray(value)) for (const slice of value) collectSliceText(slice, field, models, out);
      break;
    default:
      break;
  }
  return out;
}

/**
 * @param {unknown} values
 * @param {Record<string, import("../models/load-models.mjs").FieldModel>} fields
 * @param {import("../models/load-models.mjs").Models} models
 * @param {string[]} out
 */
export function collectFieldsText(values, fields, models, out) {
  if (!isPlainObject(values)) return out;
  for (const [key, field] of Object.entries(fields)) if (key in values) collectFieldText(values[key], field, models, out);
  return out;
}

/**
 * @param {unknown} slice
 * @param {import("../models/load-models.mjs").FieldModel} zone
 * @param {import("../models/load-models.mjs").Models} models
 * @param {string[]} out
 */
function collectSliceText(slice, zone, models, out) {
  if (!isPlainObject(slice) || typeof slice.slice_type !== "string") return;
  const choice = zone.config?.choices?.[slice.slice_type];
  if (!isPlainObject(choice)) return;
  /** @type {Record<string, import("../models/load-models.mjs").FieldModel>} */
  let primary = {};
  /** @type {Record<string, import("../models/load-models.mjs").FieldModel>} */
  let items = {};
  if (choice.type === "SharedSlice") {
    const variation = models.slices.get(slice.slice_type)?.variations.get(slice.variation ?? "default");
    if (!variation) return;
    ({ primary, items } = variation);
  } else {
    primary = isPlainObject(choice["non-repeat"]) ? choice["non-repeat"] : {};
    items = isPlainObject(choice.repeat) ? choice.repeat : {};
  }
  collectFieldsText(slice.primary, primary, models, out);
  if (Array.isArray(slice.items)) for (const item of slice.items) collectFieldsText(item, items, models, out);
}

/**
 * Prismic's fulltext match: the text must contain every word of the search (documented: "the
 * document must contain all the search terms"), compared without case (documented) and without
 * accents (our choice for Spanish: "arnica" finds "Árnica"). Whole words only: a search word
 * matches a word of the text, not its beginning.
 * @param {Set<string>} words folded words of the searched text
 * @param {string[]} terms folded words of the search
 * @returns {boolean}
 */
export function matchesAllTerms(words, terms) {
  return terms.length > 0 && terms.every((term) => words.has(term));
}
