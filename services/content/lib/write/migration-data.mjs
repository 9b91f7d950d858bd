// @ts-check
import path from "node:path";
import { isPlainObject } from "../../../lib/plain-object.mjs";
import { invalid } from "./write-errors.mjs";

/**
 * Turns a Migration API document's `data` into the content directory's on-disk shape
 * (docs/content-service.md "On-disk format"): an image `{ id: <asset id>, … }` (field, thumbnail,
 * rich-text block) becomes `{ url: "/assets/…", alt, copyright, dimensions, edit }`, a media link
 * `{ link_type: "Media", id }` becomes `{ link_type: "Media", url, name }`, a document link keeps
 * only `link_type`, `id` and its optional display properties. Unknown asset ids and links to
 * documents that do not exist are refused (400) with the field's path.
 */

/** Keys of a document link that the Content API fills itself (dropped when stored). */
const RESOLVED_LINK_KEYS = new Set(["type", "tags", "lang", "slug", "uid", "isBroken", "url", "data", "first_publication_date", "last_publication_date", "key"]);
/** Keys of a media link that the Content API fills from the asset (dropped when stored). */
const RESOLVED_MEDIA_KEYS = new Set(["id", "url", "name", "kind", "size", "width", "height", "key"]);
const IMAGE_KEYS = new Set(["id", "url", "dimensions", "alt", "copyright", "edit", "type", "linkTo"]);

/**
 * @typedef {{
 *   asset: (id: string) => import("./media-library.mjs").LibraryAsset | undefined,
 *   documentExists: (id: string) => boolean,
 * }} DataContext
 */

/**
 * @param {unknown} value
 * @param {string} where field path, e.g. `data.image`
 * @param {DataContext} context
 * @returns {unknown}
 */
export function toDiskData(value, where, context) {
  if (Array.isArray(value)) return value.map((item, index) => toDiskData(item, `${where}[${index}]`, context));
  if (!isPlainObject(value)) return value;
  if (value.link_type === "Media") return mediaLink(value, where, context);
  if (value.link_type === "Document") return documentLink(value, where, context);
  if (value.link_type !== undefined) return value;
  if (isImage(value)) return image(value, where, context);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, toDiskData(child, `${where}.${key}`, context)]));
}

/** @param {Record<string, any>} node */
function isImage(node) {
  if (node.slice_type !== undefined || typeof node.id !== "string") return false;
  return node.type === "image" || "dimensions" in node || "edit" in node;
}

/**
 * @param {Record<string, any>} node
 * @param {string} where
 * @param {DataContext} context
 */
function image(node, where, context) {
  const asset = context.asset(node.id);
  if (!asset) throw invalid(`${where}: no asset with id "${node.id}" in the media library`);
  /** @type {Record<string, unknown>} */
  const out = {};
  if (node.type === "image") out.type = "image";
  out.url = asset.urlPath;
  out.alt = typeof node.alt === "string" && node.alt !== "" ? node.alt : null;
  out.copyright = typeof node.copyright === "string" && node.copyright !== "" ? node.copyright : null;
  if (isPlainObject(node.dimensions)) out.dimensions = node.dimensions;
  if (isPlainObject(node.edit)) out.edit = node.edit;
  if (node.linkTo !== undefined) out.linkTo = toDiskData(node.linkTo, `${where}.linkTo`, context);
  for (const [key, child] of Object.entries(node)) {
    if (IMAGE_KEYS.has(key)) continue;
    out[key] = isPlainObject(child) && Object.keys(child).length > 0 ? image(child, `${where}.${key}`, context) : child;
  }
  return out;
}

/**
 * @param {Record<string, any>} node
 * @param {string} where
 * @param {DataContext} context
 */
function mediaLink(node, where, context) {
  if (typeof node.id !== "string") throw invalid(`${where}: a media link needs the "id" of an asset`);
  const asset = context.asset(node.id);
  if (!asset) throw invalid(`${where}: no asset with id "${node.id}" in the media library`);
  const extra = Object.fromEntries(Object.entries(node).filter(([key]) => !RESOLVED_MEDIA_KEYS.has(key) && key !== "link_type"));
  return { link_type: "Media", url: asset.urlPath, name: asset.meta?.filename ?? path.basename(asset.file), ...extra };
}

/**
 * @param {Record<string, any>} node
 * @param {string} where
 * @param {DataContext} context
 */
function documentLink(node, where, context) {
  if (typeof node.id !== "string" || node.id === "") throw invalid(`${where}: a document link needs an "id"`);
  if (!context.documentExists(node.id)) throw invalid(`${where}: links to document "${node.id}", which does not exist`);
  const extra = Object.fromEntries(Object.entries(node).filter(([key]) => !RESOLVED_LINK_KEYS.has(key) && key !== "link_type" && key !== "id"));
  return { link_type: "Document", id: node.id, ...extra };
}
