// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * Prismic's `graphQuery` option (https://prismic.io/docs/graphquery-rest-api): selective fetching
 * (only the named fields) and deep fetching (fields of linked documents), with a GraphQL-like
 * syntax of sets, unions and fragments:
 *
 * ```
 * {
 *   blog {
 *     title                                   # a field
 *     ...blogFields                           # every field of the type
 *     author_link { ...on author { name } }   # a content relationship: union by linked type
 *     gallery { image caption }               # a group: its fields
 *     slices {                                # a slice zone: union by slice type
 *       ...on quote {
 *         variation { ...on default { primary { text } items { ...itemsFields } } }
 *       }
 *       ...on legacy_slice { non-repeat { a } repeat { b } }
 *     }
 *   }
 * }
 * ```
 * Documents of a type the query does not name are returned whole. In a slice zone, a slice whose
 * type (or variation) the query does not name keeps its identity (`slice_type`, `variation`, …)
 * with empty `primary` and `items`.
 */

/**
 * @typedef {{ fields: Map<string, Selection | null>, all: boolean, unions: Map<string, Selection> }} Selection
 * @typedef {Map<string, Selection>} GraphQuery type → selection of its fields
 */

/** Deepest nesting of `{ … }` sets accepted (a hostile query must not exhaust the stack). */
const MAX_NESTING = 32;

/** A graphQuery that cannot be read. */
class GraphQueryError extends Error {}

/**
 * Parses a graphQuery string.
 * @param {string} raw
 * @returns {GraphQuery}
 * @throws {GraphQueryError}
 */
export function parseGraphQuery(raw) {
  const tokens = tokenize(raw);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];
  const expect = (/** @type {string} */ token) => {
    const found = next();
    if (found !== token) throw new GraphQueryError(`expected '${token}' but found ${found === undefined ? "the end" : `'${found}'`}`);
  };

  let depth = 0;
  /** @returns {Selection} */
  const parseSet = () => {
    expect("{");
    if (++depth > MAX_NESTING) throw new GraphQueryError(`sets are nested more than ${MAX_NESTING} deep`);
    /** @type {Selection} */
    const selection = { fields: new Map(), all: false, unions: new Map() };
    while (peek() !== "}") {
      let token = next();
      if (token === undefined) throw new GraphQueryError("a '{' is never closed");
      // Whitespace may be left out, as in Prismic's encoded examples: `...onauthor{` is `...on author {`.
      /** @type {string | undefined} */
      let unionName;
      if (token === "...on") unionName = next();
      else if (/^\.\.\.on[A-Za-z_]/.test(token) && !/Fields$/.test(token)) unionName = token.slice(5);
      if (token.startsWith("...on") && unionName !== undefined) {
        token = "...on";
        const name = unionName;
        if (!isName(name)) throw new GraphQueryError(`'...on' must name a type (found '${name ?? "the end"}')`);
        selection.unions.set(name, merge(selection.unions.get(name), parseSet()));
      } else if (token.startsWith("...")) {
        if (!/Fields$/.test(token)) throw new GraphQueryError(`unknown fragment '${token}' (expected '...<name>Fields')`);
        selection.all = true;
      } else if (isName(token)) {
        const sub = peek() === "{" ? parseSet() : null;
        selection.fields.set(token, sub === null ? null : merge(selection.fields.get(token) ?? undefined, sub));
      } else {
        throw new GraphQueryError(`unexpected '${token}'`);
      }
    }
    expect("}");
    depth -= 1;
    return selection;
  };

  const root = parseSet();
  if (position !== tokens.length) throw new GraphQueryError(`unexpected '${tokens[position]}' after the query`);
  if (root.unions.size > 0 || root.all) throw new GraphQueryError("the query must name document types at its top level");
  /** @type {GraphQuery} */
  const query = new Map();
  for (const [type, selection] of root.fields) {
    if (!selection) throw new GraphQueryError(`type '${type}' needs a set of fields ({ … })`);
    query.set(type, selection);
  }
  return query;
}

/**
 * Applies a graphQuery to a rendered document (mutated): its `data` keeps the selected fields;
 * selected content relationships get the linked document's selected fields as `data`.
 * @param {{ type: string, data: Record<string, unknown> }} doc
 * @param {GraphQuery} query
 * @param {(id: string) => { type: string, data: Record<string, unknown> } | undefined} findRendered
 */
export function applyGraphQuery(doc, query, findRendered) {
  const selection = query.get(doc.type);
  if (!selection) return;
  doc.data = selectFields(doc.data, selection, findRendered, 0);
}

const MAX_DEPTH = 8;

/**
 * @param {unknown} values
 * @param {Selection} selection
 * @param {(id: string) => { type: string, data: Record<string, unknown> } | undefined} findRendered
 * @param {number} depth
 * @returns {Record<string, unknown>}
 */
function selectFields(values, selection, findRendered, depth) {
  if (!isPlainObject(values)) return {};
  /** @type {Record<string, unknown>} */
  const out = selection.all ? structuredClone(values) : {};
  for (const [key, sub] of selection.fields) {
    if (!(key in values)) continue;
    out[key] = sub === null ? structuredClone(values[key]) : selectValue(values[key], sub, findRendered, depth);
  }
  return out;
}

/**
 * @param {unknown} value
 * @param {Selection} sub
 * @param {(id: string) => { type: string, data: Record<string, unknown> } | undefined} findRendered
 * @param {number} depth
 * @returns {unknown}
 */
function selectValue(value, sub, findRendered, depth) {
  if (Array.isArray(value)) {
    if (value.every((item) => isPlainObject(item) && typeof item.slice_type === "string")) {
      return value.map((slice) => selectSlice(slice, sub, findRendered, depth));
    }
    return value.map((item) => selectFields(item, sub, findRendered, depth)); // a group
  }
  if (isPlainObject(value) && value.link_type === "Document") {
    const link = structuredClone(value);
    const union = sub.unions.get(value.type);
    const target = union && !value.isBroken && depth < MAX_DEPTH ? findRendered(value.id) : undefined;
    if (union && target) link.data = selectFields(target.data, union, findRendered, depth + 1);
    return link;
  }
  if (isPlainObject(value)) return sub.fields.size === 0 && !sub.all ? structuredClone(value) : selectFields(value, sub, findRendered, depth);
  return value;
}

/**
 * @param {Record<string, any>} slice
 * @param {Selection} zone
 * @param {(id: string) => { type: string, data: Record<string, unknown> } | undefined} findRendered
 * @param {number} depth
 */
function selectSlice(slice, zone, findRendered, depth) {
  const { primary, items, ...identity } = slice;
  const out = { ...structuredClone(identity), primary: {}, items: /** @type {unknown[]} */ ([]) };
  let selection = zone.unions.get(slice.slice_type);
  if (!selection) return out;
  const variations = selection.fields.get("variation");
  if (variations) {
    selection = variations.unions.get(slice.variation);
    if (!selection) return out;
  }
  const primarySelection = selection.fields.get("primary") ?? selection.fields.get("non-repeat");
  const itemsSelection = selection.fields.get("items") ?? selection.fields.get("repeat");
  if (primarySelection !== undefined) {
    out.primary = primarySelection === null ? structuredClone(primary ?? {}) : selectFields(primary, primarySelection, findRendered, depth);
  }
  if (itemsSelection !== undefined && Array.isArray(items)) {
    out.items = items.map((item) => (itemsSelection === null ? structuredClone(item) : selectFields(item, itemsSelection, findRendered, depth)));
  }
  return out;
}

/**
 * @param {Selection | undefined} a
 * @param {Selection} b
 * @returns {Selection}
 */
function merge(a, b) {
  if (!a) return b;
  for (const [key, sub] of b.fields) {
    const existing = a.fields.get(key);
    a.fields.set(key, existing && sub ? merge(existing, sub) : existing === null || sub === null ? null : sub);
  }
  for (const [type, sub] of b.unions) a.unions.set(type, merge(a.unions.get(type), sub));
  a.all ||= b.all;
  return a;
}

/** @param {string | undefined} token @returns {token is string} */
function isName(token) {
  return typeof token === "string" && /^[A-Za-z_][A-Za-z0-9_-]*$/.test(token);
}

/**
 * `{`, `}`, `...on`, `...<name>`, names; whitespace and commas separate; `#` starts a comment.
 * @param {string} raw
 */
function tokenize(raw) {
  /** @type {string[]} */
  const tokens = [];
  const pattern = /\s+|,|#[^\n]*|(\{|\}|\.\.\.\s*on(?![A-Za-z0-9_-])|\.\.\.[A-Za-z_][A-Za-z0-9_-]*|[A-Za-z_][A-Za-z0-9_-]*)|(.)/gy;
  let match;
  while ((match = pattern.exec(raw)) !== null && match[0] !== "") {
    if (match[2] !== undefined) throw new GraphQueryError(`unexpected character '${match[2]}'`);
    if (match[1] !== undefined) tokens.push(match[1].startsWith("...") && /^\.\.\.\s*on$/.test(match[1]) ? "...on" : match[1]);
  }
  return tokens;
}
