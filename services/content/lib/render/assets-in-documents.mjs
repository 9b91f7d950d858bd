// @ts-check
import { isLocalAssetUrl, stripQuery } from "../store/asset-references.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";
import { shortId } from "../util/short-id.mjs";

/** The imgix parameters Prismic puts on every image URL it returns. */
const DEFAULT_IMAGE_PARAMS = "auto=format,compress";

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
  const givenEdit = isPlainObject(node.edit) ? node.edit : {};
  const crop = local ? editorCrop(dimensions, asset, givenEdit) : null;
  out.url = local ? imageUrl(`${context.publicUrl}${node.url}`, crop) : node.url;
  out.dimensions = dimensions;
  out.alt = node.alt ?? null;
  out.copyright = node.copyright ?? null;
  out.edit = { x: 0, y: 0, zoom: 1, background: "transparent", ...givenEdit, ...(crop?.edit ?? {}) };
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
 * @typedef {{ rect: [number, number, number, number], width: number, height: number,
 *   edit: { x: number, y: number, zoom: number } }} EditorCrop
 */

/**
 * The image URL as Prismic writes it: `?auto=format,compress`, then `&rect=x,y,w,h&w=W&h=H` when
 * the editor cropped or resized the image. A URL written on disk with its own query (an image URL
 * copied from Prismic, `?auto=compress,format&rect=…&w=…&h=…`) is kept as it is: its parameters
 * already say what to serve, and adding ours would duplicate them.
 * @param {string} url absolute, possibly with a query
 * @param {EditorCrop | null} crop
 */
function imageUrl(url, crop) {
  if (url.includes("?")) return /[?&]auto=/.test(url) ? url : `${url}&${DEFAULT_IMAGE_PARAMS}`;
  const params = [DEFAULT_IMAGE_PARAMS];
  if (crop) params.push(`rect=${crop.rect.join(",")}`, `w=${crop.width}`, `h=${crop.height}`);
  return `${url}?${params.join("&")}`;
}

/**
 * The part of the file Prismic's image editor shows for an image of `dimensions` with `edit`
 * (x, y: offset of the scaled image in output pixels, ≤ 0; zoom: output pixels per source pixel):
 * `rect = (-x/zoom, -y/zoom, width/zoom, height/zoom)`, clamped inside the file. Without an edit
 * (zoom 1, no offset) but with dimensions other than the file's (a thumbnail, or a crop written
 * without its edit), the editor's default: the largest centred area of that aspect ratio, the
 * edit then being the one that shows it. Null when the file is shown whole at its own size
 * (no rect needed) or its size is unknown (URL stays as written).
 * @param {{ width: number, height: number } | null} dimensions
 * @param {import("../store/asset-catalog.mjs").AssetInfo | undefined} asset
 * @param {Record<string, any>} edit
 * @returns {EditorCrop | null}
 */
function editorCrop(dimensions, asset, edit) {
  if (!dimensions || !asset || asset.width === null || asset.height === null) return null;
  const { width, height } = dimensions;
  if (!(width > 0 && height > 0)) return null;
  let zoom = typeof edit.zoom === "number" && edit.zoom > 0 ? edit.zoom : 1;
  let x = typeof edit.x === "number" ? edit.x : 0;
  let y = typeof edit.y === "number" ? edit.y : 0;
  const edited = zoom !== 1 || x !== 0 || y !== 0;
  if (!edited) {
    if (width === asset.width && height === asset.height) return null;
    zoom = Math.max(width / asset.width, height / asset.height);
    x = -((asset.width * zoom - width) / 2);
    y = -((asset.height * zoom - height) / 2);
  }
  const clampTo = (/** @type {number} */ value, /** @type {number} */ max) => Math.min(Math.max(0, Math.round(value)), max);
  const rectWidth = clampTo(width / zoom, asset.width);
  const rectHeight = clampTo(height / zoom, asset.height);
  const left = clampTo(-x / zoom, asset.width - rectWidth);
  const top = clampTo(-y / zoom, asset.height - rectHeight);
  return {
    rect: [left, top, Math.max(1, rectWidth), Math.max(1, rectHeight)],
    width,
    height,
    edit: { x: round(x), y: round(y), zoom: round(zoom) },
  };
}

/** @param {number} value */
function round(value) {
  return Math.round(value * 1e6) / 1e6;
}
