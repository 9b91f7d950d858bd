// @ts-check
import { forEachDocumentLink } from "./document-links.mjs";

/**
 * Parses a `fetchLinks` / `fetch` value: `author.name,author.avatar` (brackets optional) into
 * type → top-level field names. A deeper path (`author.group.field`) selects its top-level field.
 * @param {string} raw
 * @param {string} parameter the parameter name, for messages
 * @returns {Map<string, Set<string>>}
 * @throws {Error} when an entry is not `<type>.<field>`
 */
export function parseFieldList(raw, parameter) {
  const trimmed = raw.trim();
  const inner = trimmed.startsWith("[") && trimmed.endsWith("]") ? trimmed.slice(1, -1) : trimmed;
  /** @type {Map<string, Set<string>>} */
  const byType = new Map();
  for (const entry of inner.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [type, field] = entry.split(".");
    if (!type || !field) throw new Error(`${parameter}: '${entry}' is not <type>.<field>`);
    const fields = byType.get(type) ?? new Set();
    fields.add(field);
    byType.set(type, fields);
  }
  return byType;
}

/**
 * fetchLinks: copies the selected top-level fields of each linked document into the `data` of
 * every non-broken `link_type: "Document"` link inside `data`.
 * @param {Record<string, unknown>} data a rendered document's data (mutated)
 * @param {Map<string, Set<string>>} selection type → field names
 * @param {(id: string) => { data: Record<string, unknown> } | undefined} findRendered the
 *   request-independent rendering of a document of the same set
 */
export function applyFetchLinks(data, selection, findRendered) {
  if (selection.size === 0) return;
  /** @type {Array<Record<string, any>>} */
  const links = [];
  forEachDocumentLink(data, (link) => links.push(link));
  for (const link of links) {
    const fields = selection.get(link.type);
    if (!fields || link.isBroken) continue;
    const target = findRendered(link.id);
    if (!target) continue;
    /** @type {Record<string, unknown>} */
    const fetched = {};
    for (const field of fields) if (field in target.data) fetched[field] = structuredClone(target.data[field]);
    link.data = fetched;
  }
}

/**
 * fetch: keeps only the selected fields in `data` for documents of a selected type.
 * @param {{ type: string, data: Record<string, unknown> }} doc (mutated)
 * @param {Map<string, Set<string>>} selection
 */
export function applyFetch(doc, selection) {
  const fields = selection.get(doc.type);
  if (!fields) return;
  doc.data = Object.fromEntries(Object.entries(doc.data).filter(([key]) => fields.has(key)));
}
