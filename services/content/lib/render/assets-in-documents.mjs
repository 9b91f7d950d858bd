// @ts-check
import { isLocalAssetUrl, stripQuery } from "../store/asset-references.mjs";
import { isPlainObject } from "../util/objects.mjs";
import { shortId } from "../util/short-id.mjs";

/** The imgix parameters Prismic puts on every image URL it returns. */
export const DEFAULT_IMAGE_PARAMS = "auto=format,compress";

const IMAGE_KEYS = new Set(["id", "url", "dimensions", "alt", "copyright", "edit"]);

/**
 * @typedef {{ assets: import("../store/asset-catalog.mjs").AssetCatalog, publicUrl: string }} AssetContext
 */

/**
 * True for an on-disk image value: `{ url: "/assets/..." }` (an image field, a thumbnail, a rich
 * text image block) or any other object shaped like a Prismic image (`url` + `dimensions`).
 * @param {Record<string, any>} node
 */
export function isImageNode(node) {
  if (node.link_type !== undefined || typeof node.url !== "string") return false;
  return isLocalAssetUrl(node.url) || isPlainObject(node.dimensions);
}

/**
 * The Prismic image shape for an on-disk image: absolute URL with `auto=format,compress`,
 * dimensions read from the file when absent, `alt`/`copyright` null when absent, default `edit`.
 * Other keys (thumbnails, a rich text block's `type` / `linkTo`) go through `transformChild`.
 * @param {Record<string, any>} node
 * @param {AssetContext} context
 * @param {(value: unknown) => unknown} transformChild
 * @returns {Record<string, unknown>}
 */
export function expandImage(node, context, transformChild) {
  const local = isLocalAssetUrl(node.url);
  const asset = local ? context.assets.get(stripQuery(node.url)) : undefined;
  const given = isPlainObject(node.dimensions) ? node.dimensions : null;
  /** @type {{ width: number, height: number } | null} */
  const dimensions =
    given && Number.isFinite(given.width) && Number.isFinite(given.height)
      ? { width: given.width, height: given.height }
      : asset && asset.width !== null && asset.height !== null
        ? { width: asset.width, height: asset.height }
        : null;
  /** @type {Record<string, unknown>} */
  const out = {};
  if (typeof node.type === "string") out.type = node.type;
  out.id = typeof node.id === "string" ? node.id : shortId(`image:${node.url}`);
  out.url = local ? withImageParams(`${context.publicUrl}${node.url}`, resizeParams(dimensions, asset)) : node.url;
  out.dimensions = dimensions;
  out.alt = node.alt ?? null;
  out.copyright = node.copyright ?? null;
  out.edit = { x: 0, y: 0, zoom: 1, background: "transparent", ...(isPlainObject(node.edit) ? node.edit : {}) };
  for (const [key, value] of Object.entries(node)) {
    if (IMAGE_KEYS.has(key) || key === "type") continue;
    out[key] = transformChild(value);
  }
  return out;
}

/**
 * The Prismic media-link shape for `{ link_type: "Media", url: "/assets/..." }`.
 * @param {Record<string, any>} node
 * @param {AssetContext} context
 * @returns {Record<string, unknown>}
 */
export function expandMediaLink(node, context) {
  if (typeof node.url !== "string" || !isLocalAssetUrl(node.url)) return { ...node };
  const asset = context.assets.get(stripQuery(node.url));
  const isImage = asset?.isImage ?? false;
  /** @type {Record<string, unknown>} */
  const out = {
    link_type: "Media",
    key: node.key ?? shortId(`media-key:${node.url}`),
    kind: node.kind ?? (isImage ? "image" : "document"),
    id: node.id ?? shortId(`media:${node.url}`),
    url: `${context.publicUrl}${node.url}`,
    name: node.name ?? asset?.name ?? node.url.split("/").pop(),
    size: String(node.size ?? asset?.size ?? 0),
  };
  if (isImage) {
    out.width = String(node.width ?? asset?.width ?? "");
    out.height = String(node.height ?? asset?.height ?? "");
  }
  for (const [key, value] of Object.entries(node)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * Adds Prismic's default imgix parameters (and any extra ones) to an image URL, keeping a query
 * already written on disk.
 * @param {string} url
 * @param {string} extra e.g. `w=600&h=400&fit=crop`, or ""
 */
function withImageParams(url, extra) {
  const params = [/[?&]auto=/.test(url) ? "" : DEFAULT_IMAGE_PARAMS, extra].filter(Boolean).join("&");
  if (!params) return url;
  return url.includes("?") ? `${url}&${params}` : `${url}?${params}`;
}

/**
 * When an image declares dimensions other than its file's (a thumbnail such as `mobile`), the
 * URL asks the asset server for exactly that size, as Prismic's thumbnail URLs do.
 * @param {{ width: number, height: number } | null} dimensions
 * @param {import("../store/asset-catalog.mjs").AssetInfo | undefined} asset
 * @returns {string}
 */
function resizeParams(dimensions, asset) {
  if (!dimensions || !asset || asset.width === null || asset.height === null) return "";
  if (dimensions.width === asset.width && dimensions.height === asset.height) return "";
  return `w=${dimensions.width}&h=${dimensions.height}&fit=crop`;
}
