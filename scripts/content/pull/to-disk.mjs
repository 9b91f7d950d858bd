/**
 * A Content API document (as `@prismicio/client` returns it) in the content directory's on-disk
 * shape (docs/content-service.md "On-disk format"): what the API computes (urls, link targets'
 * type/uid/lang, media sizes, image ids) is left out so the local service computes it again;
 * images and media links point at the downloaded files (`/assets/<file>`).
 */

const LINK_RESOLVED = new Set(["type", "tags", "lang", "slug", "uid", "isBroken", "url", "data", "first_publication_date", "last_publication_date", "key", "link_type", "id"]);
const MEDIA_RESOLVED = new Set(["link_type", "id", "key", "url", "name", "kind", "size", "width", "height"]);
const IMAGE_OWN = new Set(["id", "url", "dimensions", "alt", "copyright", "edit", "type", "linkTo"]);
const DEFAULT_EDIT = JSON.stringify({ x: 0, y: 0, zoom: 1, background: "transparent" });

/**
 * True for an image value of the Content API: no `link_type`, a `url` and `dimensions`.
 * @param {unknown} node
 */
export function isApiImage(node) {
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  const value = /** @type {Record<string, unknown>} */ (node);
  return value.link_type === undefined && typeof value.url === "string" && !!value.dimensions && typeof value.dimensions === "object";
}

/**
 * Every file URL a document's data refers to (images, thumbnails, media links), without query.
 * @param {unknown} data
 * @returns {Set<string>}
 */
export function fileUrls(data) {
  /** @type {Set<string>} */
  const urls = new Set();
  /** @param {unknown} node */
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const value = /** @type {Record<string, any>} */ (node);
    if ((value.link_type === "Media" || isApiImage(value)) && typeof value.url === "string") urls.add(baseUrl(value.url));
    Object.values(value).forEach(visit);
  };
  visit(data);
  return urls;
}

/** @param {string} url */
export function baseUrl(url) {
  return url.split("?")[0];
}

/**
 * @param {import("@prismicio/client").PrismicDocument} doc
 * @param {(url: string) => string} localPath file URL → `/assets/<file>`
 * @param {string | null} alternateGroup
 */
export function toDiskDocument(doc, localPath, alternateGroup) {
  /** @param {unknown} node @returns {unknown} */
  const convert = (node) => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== "object") return node;
    const value = /** @type {Record<string, any>} */ (node);
    if (value.link_type === "Document") {
      if (value.isBroken || typeof value.id !== "string") return { link_type: "Any" };
      return { link_type: "Document", id: value.id, ...pick(value, (key) => !LINK_RESOLVED.has(key)) };
    }
    if (value.link_type === "Media") {
      if (typeof value.url !== "string") return { link_type: "Any" };
      return { link_type: "Media", url: localPath(baseUrl(value.url)), ...(value.name ? { name: value.name } : {}), ...pick(value, (key) => !MEDIA_RESOLVED.has(key)) };
    }
    if (value.link_type !== undefined) return value;
    if (isApiImage(value)) return image(value);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, convert(child)]));
  };
  /**
   * @param {Record<string, any>} value
   * @returns {Record<string, unknown>}
   */
  const image = (value) => ({
    ...(value.type === "image" ? { type: "image" } : {}),
    url: localPath(baseUrl(value.url)),
    alt: value.alt ?? null,
    copyright: value.copyright ?? null,
    dimensions: value.dimensions,
    ...(value.edit && JSON.stringify(value.edit) !== DEFAULT_EDIT ? { edit: value.edit } : {}),
    ...(value.linkTo !== undefined ? { linkTo: convert(value.linkTo) } : {}),
    ...Object.fromEntries(Object.entries(value).filter(([key]) => !IMAGE_OWN.has(key)).map(([key, child]) => /** @type {[string, unknown]} */ ([key, isApiImage(child) ? image(child) : convert(child)]))),
  });
  return {
    id: doc.id,
    uid: doc.uid ?? null,
    type: doc.type,
    lang: doc.lang,
    tags: doc.tags,
    ...(alternateGroup ? { alternate_group: alternateGroup } : {}),
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    data: convert(doc.data),
  };
}

/**
 * @param {Record<string, unknown>} object
 * @param {(key: string) => boolean} keep
 */
function pick(object, keep) {
  return Object.fromEntries(Object.entries(object).filter(([key]) => keep(key)));
}
