// @ts-check
import { expandImage, expandMediaLink, isImageNode } from "./assets-in-documents.mjs";
import { fillDocumentLink } from "./document-links.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * @typedef {import("../store/document-file.mjs").StoredDocument} StoredDocument
 * @typedef {{
 *   id: string, uid: string | null, url: string | null, type: string, href: string, tags: string[],
 *   first_publication_date: string, last_publication_date: string, slugs: string[],
 *   linked_documents: unknown[], lang: string,
 *   alternate_languages: Array<{ id: string, type: string, lang: string, uid?: string }>,
 *   data: Record<string, unknown>,
 * }} ApiDocument
 */

/**
 * The request-independent Prismic shape of a stored document within a document set: images and
 * media links expanded, document links filled from their targets, alternate languages listed.
 * `href` and `url` are filled per request.
 * @param {StoredDocument} doc
 * @param {import("../store/document-set.mjs").DocumentSet} set
 * @param {import("./assets-in-documents.mjs").AssetContext & { languageOrder: string[] }} context
 * @returns {ApiDocument}
 */
export function prepareDocument(doc, set, context) {
  const findDocument = (/** @type {string} */ id) => set.get(id);
  /** @param {unknown} value @returns {unknown} */
  const transform = (value) => {
    if (Array.isArray(value)) return value.map(transform);
    if (!isPlainObject(value)) return value;
    if (value.link_type === "Document") return fillDocumentLink(value, findDocument);
    if (value.link_type === "Media") return expandMediaLink(value, context);
    if (typeof value.link_type === "string") return { ...value };
    if (isImageNode(value)) return expandImage(value, context, transform);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, transform(child)]));
  };

  const alternates = set
    .alternatesOf(doc)
    .sort((a, b) => context.languageOrder.indexOf(a.lang) - context.languageOrder.indexOf(b.lang))
    .map((other) => {
      /** @type {{ id: string, type: string, lang: string, uid?: string }} */
      const entry = { id: other.id, type: other.type, lang: other.lang };
      if (other.uid !== null) entry.uid = other.uid;
      return entry;
    });

  return {
    id: doc.id,
    uid: doc.uid,
    url: null,
    type: doc.type,
    href: "",
    tags: [...doc.tags],
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    slugs: [...doc.slugs],
    linked_documents: [],
    lang: doc.lang,
    alternate_languages: alternates,
    data: /** @type {Record<string, unknown>} */ (transform(doc.data)),
  };
}
