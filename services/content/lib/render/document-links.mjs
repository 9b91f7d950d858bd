// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * @typedef {import("../store/document-file.mjs").StoredDocument} StoredDocument
 */

/**
 * The Prismic shape of a document link written minimally on disk (`{link_type, id}`): target's
 * `id, type, tags, lang, slug, first/last publication dates, uid` and `isBroken: false`, or
 * `isBroken: true` when the target is not in the set. Extra keys from disk are kept.
 * @param {Record<string, any>} node
 * @param {(id: string) => StoredDocument | undefined} findDocument
 * @returns {Record<string, unknown>}
 */
export function fillDocumentLink(node, findDocument) {
  const target = typeof node.id === "string" ? findDocument(node.id) : undefined;
  if (!target) {
    return { ...node, link_type: "Document", isBroken: true };
  }
  /** @type {Record<string, unknown>} */
  const out = {
    id: target.id,
    type: target.type,
    tags: [...target.tags],
    lang: target.lang,
    slug: slugOf(target),
    first_publication_date: target.first_publication_date,
    last_publication_date: target.last_publication_date,
  };
  if (target.uid !== null) out.uid = target.uid;
  out.link_type = "Document";
  out.isBroken = false;
  for (const [key, value] of Object.entries(node)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * Calls `visit` on every `link_type: "Document"` object inside a value (link fields,
 * relationships in groups and slices, hyperlink spans' `data`).
 * @param {unknown} value
 * @param {(link: Record<string, any>) => void} visit
 */
export function forEachDocumentLink(value, visit) {
  if (Array.isArray(value)) {
    for (const item of value) forEachDocumentLink(item, visit);
    return;
  }
  if (!isPlainObject(value)) return;
  if (value.link_type === "Document") visit(value);
  for (const child of Object.values(value)) forEachDocumentLink(child, visit);
}

/**
 * The slug Prismic reports for a document (in links): its current slug, from its title (store/slugs.mjs).
 * @param {StoredDocument} doc
 */
function slugOf(doc) {
  return doc.slugs[0] ?? "-";
}
