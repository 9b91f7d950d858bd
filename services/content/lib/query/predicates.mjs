// @ts-check
import { dateParts } from "./date-args.mjs";
import { readFieldPath } from "./field-paths.mjs";
import { convertArg } from "./predicate-args.mjs";
import { dateValueOf, isFilled, scalarOf } from "./field-values.mjs";
import { findSimilar } from "./similar.mjs";
import { documentWords, fieldWords } from "./document-text.mjs";
import { parseQuery } from "./predicate-parser.mjs";
import { QueryParseError } from "./query-error.mjs";
import { matchesAllTerms, tokenize } from "./text.mjs";
import { parseIsoDate } from "../store/prismic-date.mjs";

/**
 * @typedef {import("../store/document-file.mjs").StoredDocument} StoredDocument
 * @typedef {{ set: import("../store/document-set.mjs").DocumentSet }} EvalContext
 * @typedef {(doc: StoredDocument, ctx: EvalContext) => boolean} DocumentFilter
 * @typedef {import("./field-paths.mjs").FieldPath} FieldPath
 * @typedef {import("./predicate-parser.mjs").Scalar} Scalar
 * @typedef {import("./predicate-args.mjs").ParamKind} ParamKind
 * @typedef {{ params: ParamKind[], build: (args: any[]) => DocumentFilter }} Operator
 */

/**
 * Compiles the `q` values of a search into document filters (all must match).
 * @param {string[]} queries raw `q` values, e.g. `[[at(document.type, "product")]]`
 * @param {Record<string, string>} types repository types, to check `my.<type>` paths
 * @param {import("../models/load-models.mjs").Models} [models] project models, to check `my.<type>.<field>` paths
 * @returns {DocumentFilter[]}
 * @throws {QueryParseError} on a syntax error, unknown predicate, bad path or bad argument
 */
export function compileQueries(queries, types, models) {
  /** @type {DocumentFilter[]} */
  const filters = [];
  for (const query of queries) {
    if (query.trim() === "") continue;
    for (const predicate of parseQuery(query)) filters.push(compilePredicate(predicate, query, types, models));
  }
  return filters;
}

/**
 * @param {import("./predicate-parser.mjs").ParsedPredicate} predicate
 * @param {string} query
 * @param {Record<string, string>} types
 * @param {import("../models/load-models.mjs").Models} [models]
 * @returns {DocumentFilter}
 */
function compilePredicate(predicate, query, types, models) {
  const operator = Object.hasOwn(OPERATORS, predicate.name) ? OPERATORS[predicate.name] : undefined;
  if (!operator) throw new QueryParseError(`unknown predicate '${predicate.name}'`, query, predicate.index);
  if (predicate.args.length !== operator.params.length) {
    throw new QueryParseError(
      `'${predicate.name}' expects ${operator.params.length} argument(s) (${operator.params.join(", ")}), got ${predicate.args.length}`,
      query,
      predicate.index,
    );
  }
  const args = operator.params.map((kind, i) => convertArg(kind, predicate.args[i], { name: predicate.name, query, types, models }));
  return operator.build(args);
}

/** Field types a fulltext on `my.<type>.<field>` searches (and Groups/Slice Zones holding them). */
const FULLTEXT_FIELD_TYPES = new Set(["StructuredText", "Text", "Select", "UID", "Group", "Slices", "Choice"]);

/**
 * True when `path` names `document.tags`.
 * @param {FieldPath} path
 */
const isTags = (path) => path.kind === "document" && path.field === "tags";

/**
 * Equality of a stored value and a predicate value (links by id, rich text by text, dates by instant).
 * @param {unknown} stored
 * @param {Scalar} wanted
 */
function equals(stored, wanted) {
  const scalar = scalarOf(stored);
  if (scalar === null) return false;
  if (scalar === wanted) return true;
  if (typeof scalar === "number" && typeof wanted === "string") return scalar === parseIsoDate(wanted);
  return false;
}

/**
 * A filter true when some value at `path` satisfies `test` (false on documents of other types).
 * @param {FieldPath} path
 * @param {(value: unknown) => boolean} test
 * @returns {DocumentFilter}
 */
function someValue(path, test) {
  return (doc) => {
    const reading = readFieldPath(path, doc);
    return reading.applies && reading.values.some(test);
  };
}

/**
 * @param {FieldPath} path
 * @param {(ms: number) => boolean} test
 */
function someDate(path, test) {
  return someValue(path, (value) => {
    const ms = dateValueOf(value, parseIsoDate);
    return !Number.isNaN(ms) && test(ms);
  });
}

/**
 * @param {FieldPath} path
 * @param {(n: number) => boolean} test
 */
function someNumber(path, test) {
  return someValue(path, (value) => typeof value === "number" && test(value));
}

/**
 * @param {FieldPath} path
 * @param {(tags: string[]) => boolean} onTags
 * @param {(value: unknown) => boolean} onValue
 * @returns {DocumentFilter}
 */
function tagsOrValues(path, onTags, onValue) {
  return isTags(path) ? (doc) => onTags(doc.tags) : someValue(path, onValue);
}

/** @type {Record<string, Operator>} */
const OPERATORS = {
  at: {
    params: ["path", "scalarOrList"],
    build: ([path, wanted]) => {
      const list = Array.isArray(wanted) ? wanted : [wanted];
      if (isTags(path)) return (doc) => list.every((tag) => doc.tags.includes(/** @type {string} */ (tag)));
      if (Array.isArray(wanted)) return someValue(path, (value) => list.every((item) => equals(value, item)));
      const filter = someValue(path, (value) => equals(value, wanted));
      // A type filter lets the search start from that type's documents only (DocumentSet.ofType).
      if (path.kind === "document" && path.field === "type" && typeof wanted === "string") return Object.assign(filter, { documentType: wanted });
      // `my.<type>.<field>` holds only on documents of that type (getByUID: `my.product.uid`).
      if (path.kind === "my") return Object.assign(filter, { documentType: path.type });
      return filter;
    },
  },
  not: {
    params: ["path", "scalarOrList"],
    build: ([path, unwanted]) => {
      const list = Array.isArray(unwanted) ? unwanted : [unwanted];
      if (isTags(path)) return (doc) => !list.every((tag) => doc.tags.includes(/** @type {string} */ (tag)));
      return (doc) => {
        const reading = readFieldPath(path, doc);
        return reading.applies && !reading.values.some((value) => list.some((item) => equals(value, item)));
      };
    },
  },
  any: {
    params: ["path", "list"],
    build: ([path, list]) =>
      tagsOrValues(
        path,
        (tags) => list.some((/** @type {string} */ tag) => tags.includes(tag)),
        (value) => list.some((/** @type {Scalar} */ item) => equals(value, item)),
      ),
  },
  in: {
    params: ["path", "list"],
    // Prismic: "This returns the documents in the same order as the passed array" (ids or uids);
    // `rank` gives that order to searchDocuments (used when the search has no orderings).
    build: ([path, list]) =>
      Object.assign(
        tagsOrValues(
          path,
          (tags) => list.some((/** @type {string} */ tag) => tags.includes(tag)),
          (value) => list.some((/** @type {Scalar} */ item) => equals(value, item)),
        ),
        {
          rank: (/** @type {StoredDocument} */ doc) => {
            const reading = readFieldPath(path, doc);
            const index = list.findIndex((/** @type {Scalar} */ item) => reading.values.some((value) => equals(value, item)));
            return index === -1 ? Number.MAX_SAFE_INTEGER : index;
          },
        },
      ),
  },
  fulltext: {
    params: ["textPath", "string"],
    build: ([path, search]) => {
      const terms = tokenize(search);
      if (path.kind === "document-root") return (doc) => matchesAllTerms(documentWords(doc), terms);
      const fieldType = path.kind === "my" ? path.model?.type : undefined;
      // Prismic searches Rich Text, Title, Key Text, UID and Select fields; a field of another type never matches.
      if (fieldType && !FULLTEXT_FIELD_TYPES.has(fieldType)) return () => false;
      return (doc) => {
        const reading = readFieldPath(path, doc);
        return reading.applies && reading.values.some((value) => matchesAllTerms(fieldWords(value, fieldType), terms));
      };
    },
  },
  has: {
    params: ["path"],
    build: ([path]) => (doc) => {
      const reading = readFieldPath(path, doc);
      return reading.applies && reading.values.some(isFilled);
    },
  },
  missing: {
    params: ["path"],
    build: ([path]) => (doc) => {
      const reading = readFieldPath(path, doc);
      return reading.applies && !reading.values.some(isFilled);
    },
  },
  similar: {
    params: ["string", "int"],
    build: ([id, max]) => (doc, ctx) => findSimilar(ctx.set, id, max).has(doc.id),
  },
  "number.lt": { params: ["path", "number"], build: ([path, n]) => someNumber(path, (v) => v < n) },
  "number.gt": { params: ["path", "number"], build: ([path, n]) => someNumber(path, (v) => v > n) },
  "number.inRange": {
    params: ["path", "number", "number"],
    build: ([path, low, high]) => someNumber(path, (v) => v >= low && v <= high),
  },
  "date.after": { params: ["path", "date"], build: ([path, ms]) => someDate(path, (v) => v > ms) },
  "date.before": { params: ["path", "date"], build: ([path, ms]) => someDate(path, (v) => v < ms) },
  "date.between": {
    params: ["path", "date", "date"],
    build: ([path, from, to]) => someDate(path, (v) => v >= from && v <= to),
  },
  "date.day-of-month": partPredicate("int", "dayOfMonth", (v, n) => v === n),
  "date.day-of-month-after": partPredicate("int", "dayOfMonth", (v, n) => v > n),
  "date.day-of-month-before": partPredicate("int", "dayOfMonth", (v, n) => v < n),
  "date.day-of-week": partPredicate("weekday", "dayOfWeek", (v, n) => v === n),
  "date.day-of-week-after": partPredicate("weekday", "dayOfWeek", (v, n) => v > n),
  "date.day-of-week-before": partPredicate("weekday", "dayOfWeek", (v, n) => v < n),
  "date.month": partPredicate("month", "month", (v, n) => v === n),
  "date.month-after": partPredicate("month", "month", (v, n) => v > n),
  "date.month-before": partPredicate("month", "month", (v, n) => v < n),
  "date.year": partPredicate("int", "year", (v, n) => v === n),
  "date.hour": partPredicate("int", "hour", (v, n) => v === n),
  "date.hour-after": partPredicate("int", "hour", (v, n) => v > n),
  "date.hour-before": partPredicate("int", "hour", (v, n) => v < n),
  "geopoint.near": {
    params: ["path", "number", "number", "number"],
    build: ([path, latitude, longitude, radiusKm]) =>
      someValue(
        path,
        (value) =>
          typeof value === "object" &&
          value !== null &&
          typeof (/** @type {any} */ (value).latitude) === "number" &&
          typeof (/** @type {any} */ (value).longitude) === "number" &&
          distanceKm(/** @type {any} */ (value), { latitude, longitude }) <= radiusKm,
      ),
  },
};

/**
 * A `date.<part>` predicate comparing one UTC calendar part of the value.
 * @param {ParamKind} argKind
 * @param {keyof ReturnType<typeof dateParts>} part
 * @param {(value: number, wanted: number) => boolean} compare
 * @returns {Operator}
 */
function partPredicate(argKind, part, compare) {
  return {
    params: ["path", argKind],
    build: ([path, wanted]) => someDate(path, (ms) => compare(dateParts(ms)[part], wanted)),
  };
}

/**
 * Great-circle distance (haversine), in kilometres.
 * @param {{ latitude: number, longitude: number }} a
 * @param {{ latitude: number, longitude: number }} b
 */
function distanceKm(a, b) {
  const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
