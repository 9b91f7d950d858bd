// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * @typedef {import("../store/document-file.mjs").StoredDocument} StoredDocument
 * @typedef {{ type: string, path: string, uid?: string, lang?: string, resolvers?: Record<string, string> }} Route
 */

const KEYWORD = /:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g;

/**
 * Parses and checks the `routes` parameter (a JSON array of route objects).
 * @param {string} raw
 * @returns {Route[]}
 * @throws {Error} naming the problem
 */
export function parseRoutes(raw) {
  let value;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new Error(`routes is not valid JSON (${/** @type {Error} */ (error).message})`);
  }
  const list = Array.isArray(value) ? value : [value];
  return list.map((route, index) => {
    if (!isPlainObject(route) || typeof route.type !== "string" || typeof route.path !== "string") {
      throw new Error(`routes[${index}] needs a string "type" and "path"`);
    }
    for (const key of ["uid", "lang"]) {
      if (route[key] !== undefined && typeof route[key] !== "string") throw new Error(`routes[${index}].${key} must be a string`);
    }
    if (route.resolvers !== undefined) {
      const ok = isPlainObject(route.resolvers) && Object.values(route.resolvers).every((v) => typeof v === "string");
      if (!ok) throw new Error(`routes[${index}].resolvers must map keywords to field paths`);
    }
    return /** @type {Route} */ (route);
  });
}

/**
 * The URL of a document by the first matching route (type equal; `uid`/`lang` equal when the
 * route sets them; every non-optional keyword resolvable), or null.
 * Keywords: `:uid`, `:lang`, `:lang?` (omitted for the master language), resolver keywords
 * (`resolvers: {category: "category"}` → uid of the document linked from that field; dotted paths
 * follow several links); `?` makes a keyword optional. Duplicate slashes collapse.
 * @param {StoredDocument} doc
 * @param {Route[]} routes
 * @param {{ findDocument: (id: string) => StoredDocument | undefined, masterLang: string }} context
 * @returns {string | null}
 */
export function resolveUrl(doc, routes, context) {
  for (const route of routes) {
    if (route.type !== doc.type) continue;
    if (route.uid !== undefined && route.uid !== doc.uid) continue;
    if (route.lang !== undefined && route.lang !== doc.lang) continue;
    const url = fillPath(route, doc, context);
    if (url !== null) return url;
  }
  return null;
}

/**
 * @param {Route} route
 * @param {StoredDocument} doc
 * @param {{ findDocument: (id: string) => StoredDocument | undefined, masterLang: string }} context
 * @returns {string | null}
 */
function fillPath(route, doc, context) {
  let unresolved = false;
  const filled = route.path.replace(KEYWORD, (_match, name, optional) => {
    const value = keywordValue(name, Boolean(optional), route, doc, context);
    if (value === null) {
      if (!optional) unresolved = true;
      return "";
    }
    return encodeURIComponent(value);
  });
  if (unresolved) return null;
  let url = filled.replace(/\/{2,}/g, "/");
  if (url.length > 1 && url.endsWith("/") && !route.path.endsWith("/")) url = url.slice(0, -1);
  return url === "" ? "/" : url;
}

/**
 * @param {string} name
 * @param {boolean} optional
 * @param {Route} route
 * @param {StoredDocument} doc
 * @param {{ findDocument: (id: string) => StoredDocument | undefined, masterLang: string }} context
 * @returns {string | null}
 */
function keywordValue(name, optional, route, doc, context) {
  if (route.resolvers && Object.hasOwn(route.resolvers, name)) {
    return resolveChain(doc, route.resolvers[name], context.findDocument);
  }
  if (name === "uid") return doc.uid;
  if (name === "lang") return optional && doc.lang === context.masterLang ? null : doc.lang;
  return null;
}

/**
 * Follows `field.field…` content relationships from `doc`; the uid of the last document.
 * @param {StoredDocument} doc
 * @param {string} fieldPath
 * @param {(id: string) => StoredDocument | undefined} findDocument
 * @returns {string | null}
 */
function resolveChain(doc, fieldPath, findDocument) {
  /** @type {StoredDocument | undefined} */
  let current = doc;
  for (const field of fieldPath.split(".")) {
    const link = /** @type {any} */ (current?.data[field]);
    if (!isPlainObject(link) || link.link_type !== "Document" || typeof link.id !== "string") return null;
    current = findDocument(link.id);
    if (!current) return null;
  }
  return current?.uid ?? null;
}
