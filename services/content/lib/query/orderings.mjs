// @ts-check
import { parseFieldPath, readFieldPath } from "./field-paths.mjs";
import { scalarOf } from "./field-values.mjs";
import { QueryParseError } from "./query-error.mjs";
import { defaultOrder } from "../store/document-set.mjs";
import { parseIsoDate } from "../store/prismic-date.mjs";

/**
 * @typedef {import("../store/document-file.mjs").StoredDocument} StoredDocument
 * @typedef {{ path: import("./field-paths.mjs").FieldPath, descending: boolean }} OrderingKey
 */

const collator = new Intl.Collator("es", { sensitivity: "variant", numeric: true });

/**
 * Parses `orderings`: `[my.product.price desc,document.first_publication_date]` (brackets optional,
 * nested brackets tolerated,
 * `asc` is the default direction). Throws QueryParseError (location `orderings`) when invalid.
 * @param {string} raw
 * @param {Record<string, string>} types
 * @param {import("../models/load-models.mjs").Models} [models] with models, a field no model has is an error
 * @returns {OrderingKey[]}
 */
export function parseOrderings(raw, types, models) {
  // The client wraps legacy string orderings in brackets again: `[[a desc]]` is accepted too.
  let inner = raw.trim();
  while (inner.startsWith("[") && inner.endsWith("]")) inner = inner.slice(1, -1).trim();
  const offset = raw.indexOf(inner);
  /** @type {OrderingKey[]} */
  const keys = [];
  let cursor = 0;
  for (const part of inner.split(",")) {
    const index = offset + cursor;
    cursor += part.length + 1;
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const fail = (/** @type {string} */ problem) => new QueryParseError(problem, raw, index, "orderings");
    if (words.length > 2 || (words[1] !== undefined && words[1] !== "desc" && words[1] !== "asc")) {
      throw fail(`invalid ordering '${part.trim()}' (expected '<field>' or '<field> desc')`);
    }
    let path;
    try {
      path = parseFieldPath(words[0], types, models);
    } catch (error) {
      throw fail(/** @type {Error} */ (error).message);
    }
    if (path.kind === "document-root") throw fail("cannot order by 'document'");
    keys.push({ path, descending: words[1] === "desc" });
  }
  return keys;
}

/**
 * Sorts documents by the ordering keys; documents without a value for a key come last
 * (in either direction); ties keep the default order (first publication date, then id).
 * @param {StoredDocument[]} documents
 * @param {OrderingKey[]} keys
 * @returns {StoredDocument[]} a new array
 */
export function sortDocuments(documents, keys) {
  const decorated = documents.map((doc) => ({ doc, values: keys.map((key) => sortValue(key, doc)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const order = compareValues(a.values[i], b.values[i], keys[i].descending);
      if (order !== 0) return order;
    }
    return defaultOrder(a.doc, b.doc);
  });
  return decorated.map((entry) => entry.doc);
}

/**
 * @param {OrderingKey} key
 * @param {StoredDocument} doc
 * @returns {string | number | null}
 */
function sortValue(key, doc) {
  const reading = readFieldPath(key.path, doc);
  if (!reading.applies) return null;
  const scalar = scalarOf(reading.values[0]);
  if (scalar === null || scalar === "") return null;
  if (typeof scalar === "boolean") return scalar ? 1 : 0;
  if (typeof scalar === "string" && /^\d{4}-\d{2}-\d{2}/.test(scalar)) {
    const ms = parseIsoDate(scalar);
    if (!Number.isNaN(ms)) return ms;
  }
  return scalar;
}

/**
 * @param {string | number | null} a
 * @param {string | number | null} b
 * @param {boolean} descending
 */
function compareValues(a, b, descending) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  let order;
  if (typeof a === "number" && typeof b === "number") order = a - b;
  else order = collator.compare(String(a), String(b));
  return descending ? -order : order;
}
