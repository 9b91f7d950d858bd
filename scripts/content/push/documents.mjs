import * as prismic from "@prismicio/client";
import { isImageNode } from "../../../services/content/lib/render/assets-in-documents.mjs";

/**
 * Turns the content directory's documents into migration documents for `@prismicio/client`'s
 * `createMigration()`: every image and media link points at its asset in the repository (an
 * asset uploaded earlier by id, one uploaded in this push through a function the client resolves
 * after the upload), every document link at its document in the repository (by id, or through
 * the migration document the client creates in this push), and each translation names its
 * master-language document. A link to a document that is not in the content, or an image that is
 * not under assets/, is a PushError naming the document and the field.
 */

/** A problem with one document's content, found before or while pushing it. */
export class PushError extends Error {
  /**
   * @param {string} document e.g. `product/es-es/arnica-montana-9ch (content/documents/product/…)`
   * @param {string} field e.g. `data.related_products[0].product`
   * @param {string} problem
   */
  constructor(document, field, problem) {
    super(`${document}, field ${field}: ${problem}`);
    this.document = document;
    this.field = field;
  }
}

/**
 * The key that identifies a document across repositories: type, language and uid (singletons: "-").
 * @param {{ type: string, lang: string, uid?: string | null }} doc
 */
export function documentKey(doc) {
  return `${doc.type}/${doc.lang}/${doc.uid ?? "-"}`;
}

/**
 * The title editors see in the migration release: the document's title or name, else its uid.
 * @param {import("../../../services/content/lib/store/document-file.mjs").StoredDocument} doc
 */
export function documentTitle(doc) {
  for (const key of ["title", "name", "question", "meta_title"]) {
    const value = doc.data[key];
    const text = typeof value === "string" ? value : Array.isArray(value) ? prismic.asText(/** @type {any} */ (value)) : "";
    if (text && text.trim()) return text.trim().slice(0, 200);
  }
  return `${doc.type} ${doc.uid ?? doc.lang}`;
}

const DEFAULT_EDIT = { x: 0, y: 0, zoom: 1, background: "transparent" };
const MEDIA_DERIVED = new Set(["link_type", "id", "url", "name", "kind", "size", "width", "height", "key"]);
const IMAGE_OWN = new Set(["id", "url", "dimensions", "alt", "copyright", "edit", "type", "linkTo"]);

/**
 * @typedef {{ remote?: import("./assets.mjs").RemoteAsset, pending?: import("@prismicio/client").PrismicMigrationAsset }} AssetTarget
 * @typedef {{
 *   asset: (urlPath: string) => AssetTarget | undefined,
 *   documentTarget: (seedId: string) => { id: string } | { migration: import("@prismicio/client").PrismicMigrationDocument } | undefined,
 * }} Targets
 */

/**
 * A document's `data` with every asset and link pointing into the repository.
 * @param {import("../../../services/content/lib/store/document-file.mjs").StoredDocument} doc
 * @param {string} label the document, for errors
 * @param {Targets} targets
 */
export function migrationData(doc, label, targets) {
  /**
   * @param {unknown} node
   * @param {string} where
   * @returns {unknown}
   */
  const convert = (node, where) => {
    if (Array.isArray(node)) return node.map((item, index) => convert(item, `${where}[${index}]`));
    if (node === null || typeof node !== "object") return node;
    const value = /** @type {Record<string, any>} */ (node);
    if (value.link_type === "Document") return documentLink(value, where);
    if (value.link_type === "Media") return mediaLink(value, where);
    if (value.link_type !== undefined) return value;
    if (isImageNode(value)) return image(value, where);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, convert(child, `${where}.${key}`)]));
  };

  /** @param {Record<string, any>} link @param {string} where */
  const documentLink = (link, where) => {
    const target = targets.documentTarget(link.id);
    if (!target) throw new PushError(label, where, `links to document "${link.id}", which is not in the content being pushed`);
    const extra = Object.fromEntries(Object.entries(link).filter(([key]) => key !== "link_type" && key !== "id"));
    if ("id" in target) return { ...extra, link_type: "Document", id: target.id };
    return { ...extra, link_type: "Document", id: () => target.migration };
  };

  /** @param {Record<string, any>} link @param {string} where */
  const mediaLink = (link, where) => {
    const target = assetTarget(link.url, where);
    const extra = Object.fromEntries(Object.entries(link).filter(([key]) => !MEDIA_DERIVED.has(key)));
    return { ...extra, link_type: "Media", id: target.remote ? target.remote.id : target.pending };
  };

  /** @param {unknown} url @param {string} where */
  const assetTarget = (url, where) => {
    if (typeof url !== "string" || !url.startsWith("/assets/")) throw new PushError(label, where, `${JSON.stringify(url)} is not a file under assets/`);
    const target = targets.asset(url.split("?")[0]);
    if (!target) throw new PushError(label, where, `${url} is not in the content's assets/`);
    return target;
  };

  /** @param {Record<string, any>} node @param {string} where @returns {unknown} */
  const image = (node, where) => {
    const target = assetTarget(node.url, where);
    const thumbnails = Object.entries(node).filter(([key, child]) => !IMAGE_OWN.has(key) && child && typeof child === "object" && isImageNode(child));
    const others = Object.entries(node).filter(([key, child]) => !IMAGE_OWN.has(key) && !(child && typeof child === "object" && isImageNode(child)));
    /** @param {{ id: string, url: string, width?: number, height?: number }} asset */
    const build = (asset) => ({
      ...(node.type === "image" ? { type: "image" } : {}),
      id: asset.id,
      url: asset.url,
      dimensions: node.dimensions ?? (asset.width && asset.height ? { width: asset.width, height: asset.height } : null),
      alt: node.alt ?? null,
      copyright: node.copyright ?? null,
      edit: node.edit ?? DEFAULT_EDIT,
      ...Object.fromEntries(thumbnails.map(([key, child]) => [key, image(child, `${where}.${key}`)])),
      ...Object.fromEntries(others),
      ...(node.linkTo !== undefined ? { linkTo: convert(node.linkTo, `${where}.linkTo`) } : {}),
    });
    if (target.remote) return build(target.remote);
    const pending = /** @type {import("@prismicio/client").PrismicMigrationAsset} */ (target.pending);
    // Resolved by the client after it has uploaded the asset (migrateUpdateDocuments).
    return () => build(/** @type {any} */ (pending.asset));
  };

  return /** @type {Record<string, unknown>} */ (convert(doc.data, "data"));
}

/**
 * The `name` each media link gives its file (`/assets/…` → name), to upload the file under it.
 * @param {import("../../../services/content/lib/store/document-file.mjs").StoredDocument[]} documents
 */
export function mediaNames(documents) {
  /** @type {Map<string, string>} */
  const names = new Map();
  /** @param {unknown} node */
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const value = /** @type {Record<string, any>} */ (node);
    if (value.link_type === "Media" && typeof value.url === "string" && typeof value.name === "string" && !names.has(value.url)) names.set(value.url, value.name);
    Object.values(value).forEach(visit);
  };
  documents.forEach((doc) => visit(doc.data));
  return names;
}
