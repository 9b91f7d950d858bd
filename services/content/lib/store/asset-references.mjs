// @ts-check
import { ContentValidationError } from "./content-error.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * Throws when a document refers to an `/assets/...` file (image field, thumbnail, rich-text
 * image, media link) that the asset catalog does not hold.
 * @param {import("./document-file.mjs").StoredDocument} doc
 * @param {import("./asset-catalog.mjs").AssetCatalog} assets
 */
export function assertAssetReferences(doc, assets) {
  /** @param {unknown} node */
  const visit = (node) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isPlainObject(node)) return;
    const url = node.url;
    const isAssetRef =
      typeof url === "string" && isLocalAssetUrl(url) && (node.link_type === undefined || node.link_type === "Media");
    if (isAssetRef && !assets.has(stripQuery(url))) {
      const what = node.link_type === "Media" ? "media link" : "image";
      throw new ContentValidationError(doc.file, `${what} ${JSON.stringify(url)} not found (no such file under assets/)`);
    }
    Object.values(node).forEach(visit);
  };
  visit(doc.data);
}

/**
 * True for urls written relative to the content directory's assets, e.g. `/assets/x.jpg`.
 * @param {string} url
 */
export function isLocalAssetUrl(url) {
  return url.startsWith("/assets/");
}

/**
 * @param {string} url
 * @returns {string} the url without its query string
 */
export function stripQuery(url) {
  const index = url.indexOf("?");
  return index === -1 ? url : url.slice(0, index);
}
