// @ts-check
import path from "node:path";
import { ContentValidationError } from "./content-error.mjs";
import { formatPrismicDate } from "./prismic-date.mjs";
import { listFiles, readJsonFile } from "./read-files.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * Prismic's own export format (a repository export, the `documents/` folder of Prismic's starters):
 * `documents/**\/<id>=#=<version>=#=<type>=#=<alternate group>=#=<lang>=#=<y|n>.json`, each file the
 * document's fields in Prismic's storage shape — rich text blocks `{type, content:{text, spans}}`,
 * slices `{key: "<slice type>$<uuid>", value:{variation, primary, items}}`, links `{id, wioUrl}`,
 * images `{origin, url, width, height, edit:{zoom, crop:{x,y}, background}, credits, alt, thumbnails}`
 * — plus bookkeeping keys (`<field>_TYPE`, `<field>_POSITION`, `slugs_INTERNAL`, `uids_INTERNAL`).
 */

/** Splits an export file name; null when the name is not one. */
const FILE_NAME = /^([A-Za-z0-9_-]+)=#=([A-Za-z0-9_-]+)=#=([^=#/]+)=#=([A-Za-z0-9_-]+)=#=([^=#/]+)=#=([yn])\.json$/;

/**
 * @typedef {{ file: string, raw: Record<string, unknown>, lang: string, flag: "y" | "n" }} ExportDocument
 */

/**
 * Whether `documents/` holds export files (checked when there is no repository.json).
 * @param {string} root content directory
 */
export async function isPrismicExport(root) {
  const files = await listFiles(path.join(root, "documents"), (name) => name.endsWith(".json"));
  return files.some((file) => FILE_NAME.test(path.basename(file)));
}

/**
 * Reads every export file under `<root>/<folder>` (`documents`, or `drafts` for unpublished
 * versions in the same format) as an API-shaped document file (what toStoredDocument takes),
 * hashing the bytes. Files that are not export documents (`documents/index.json`, the export's
 * signature) are skipped.
 * @param {string} root
 * @param {import("node:crypto").Hash} hash
 * @param {"documents" | "drafts"} [folder]
 * @returns {Promise<ExportDocument[]>}
 */
export async function readPrismicExport(root, hash, folder = "documents") {
  const files = await listFiles(path.join(root, folder), (name) => FILE_NAME.test(name));
  /** @type {ExportDocument[]} */
  const out = [];
  for (const file of files) {
    const match = /** @type {RegExpExecArray} */ (FILE_NAME.exec(path.basename(file)));
    const [, id, version, type, group, lang, flag] = match;
    const { value, bytes } = await readJsonFile(file);
    hash.update(`${path.relative(root, file)}\0${bytes.length}\0`).update(bytes);
    if (!isPlainObject(value)) throw new ContentValidationError(file, "an export document must hold one JSON object");
    const first = objectIdTime(id);
    const last = Math.max(first, objectIdTime(version));
    const slugs = Array.isArray(value.slugs_INTERNAL) ? value.slugs_INTERNAL.filter((s) => typeof s === "string" && s) : [];
    /** @type {Record<string, unknown>} */
    const raw = {
      id,
      uid: typeof value.uid === "string" && value.uid ? value.uid : null,
      type,
      lang,
      tags: Array.isArray(value.tags) ? value.tags : [],
      alternate_group: group,
      first_publication_date: formatPrismicDate(first),
      last_publication_date: formatPrismicDate(last),
      data: convertFields(value),
    };
    if (slugs.length > 0) raw.slugs = slugs;
    out.push({ file, raw, lang, flag: /** @type {"y" | "n"} */ (flag) });
  }
  return out;
}

/**
 * The repository configuration an export implies: its languages (the master one is the language
 * of the files flagged `y` when only one language is, else the language most documents are in,
 * ties broken alphabetically) and its types (labels from the custom types when known).
 * @param {ExportDocument[]} documents
 * @param {import("../models/load-models.mjs").Models} models
 * @param {(id: string) => string} nameOf a language's name (an export has none: locale-names.mjs)
 * @returns {import("./repository-config.mjs").RepositoryConfig}
 */
export function exportRepositoryConfig(documents, models, nameOf) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const doc of documents) counts.set(doc.lang, (counts.get(doc.lang) ?? 0) + 1);
  const langs = [...counts.keys()].sort();
  const flaggedYes = new Set(documents.filter((d) => d.flag === "y").map((d) => d.lang));
  const flaggedNo = documents.some((d) => d.flag === "n");
  const masterLang =
    flaggedNo && flaggedYes.size === 1
      ? [...flaggedYes][0]
      : [...langs].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || (a < b ? -1 : 1))[0] ?? "en-us";
  /** @type {Record<string, string>} */
  const types = {};
  for (const [id, model] of models.customTypes) types[id] = model.label;
  for (const doc of documents) {
    const type = /** @type {string} */ (doc.raw.type);
    types[type] ??= type;
  }
  return {
    languages: langs.map((id) => ({ id, name: nameOf(id), is_master: id === masterLang })),
    masterLang,
    types,
    releases: [],
  };
}

/**
 * The time Prismic ids carry: their first 4 bytes (base64url) are a Unix time in seconds, as in a
 * MongoDB ObjectId (`YlXu8hMAACQAHeLK` → 2022-04-12). 0 when the id is too short to carry one.
 * @param {string} id
 * @returns {number} epoch ms
 */
function objectIdTime(id) {
  const bytes = Buffer.from(id.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length >= 4 ? bytes.readUInt32BE(0) * 1000 : 0;
}

/**
 * The document's fields in the Content API's shape; bookkeeping keys dropped.
 * @param {Record<string, unknown>} stored
 * @returns {Record<string, unknown>}
 */
function convertFields(stored) {
  /** @type {Record<string, unknown>} */
  const data = {};
  for (const [key, value] of Object.entries(stored)) {
    if (key === "uid" || key === "tags" || /_(TYPE|POSITION|INTERNAL)$/.test(key)) continue;
    data[key] = convertValue(value);
  }
  return data;
}

/**
 * One stored value in the Content API's shape, recognised by its form.
 * @param {unknown} value
 * @returns {unknown}
 */
function convertValue(value) {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isRichTextBlock)) return value.map(convertBlock);
    if (value.length > 0 && value.every(isStoredSlice)) return value.map(convertSlice);
    return value.map((item) => (isPlainObject(item) ? convertFields(item) : convertValue(item)));
  }
  if (!isPlainObject(value)) return value;
  if (isStoredImage(value)) return convertImage(value);
  const link = convertLink(value);
  if (link) return link;
  if (isPlainObject(value.position) && typeof value.position.lat === "number") {
    return { latitude: value.position.lat, longitude: value.position.lng };
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, convertValue(child)]));
}

/** @param {unknown} block */
function isRichTextBlock(block) {
  return isPlainObject(block) && typeof block.type === "string" && (isPlainObject(block.content) || isPlainObject(block.data));
}

/** @param {unknown} slice */
function isStoredSlice(slice) {
  return isPlainObject(slice) && typeof slice.key === "string" && isPlainObject(slice.value);
}

/** @param {Record<string, any>} value */
function isStoredImage(value) {
  return isPlainObject(value.origin) && typeof value.url === "string";
}

/**
 * @param {Record<string, any>} block
 * @returns {Record<string, unknown>}
 */
function convertBlock(block) {
  if (block.type === "image" && isPlainObject(block.data)) {
    const image = convertImage(block.data);
    /** @type {Record<string, unknown>} */
    const out = { type: "image", ...image };
    if (block.data.linkTo) out.linkTo = convertLink(block.data.linkTo) ?? { link_type: "Any" };
    return out;
  }
  if (block.type === "embed" && isPlainObject(block.data)) {
    return { type: "embed", oembed: { ...block.data, embed_url: block.data.embed_url ?? block.data.url } };
  }
  const content = isPlainObject(block.content) ? block.content : {};
  /** @type {Record<string, unknown>} */
  const out = {
    type: block.type,
    text: typeof content.text === "string" ? content.text : "",
    spans: Array.isArray(content.spans) ? content.spans.map(convertSpan) : [],
  };
  if (typeof block.direction === "string") out.direction = block.direction;
  return out;
}

/** @param {Record<string, any>} span */
function convertSpan(span) {
  if (!isPlainObject(span)) return span;
  if (span.type === "hyperlink") return { ...span, data: convertLink(span.data) ?? { link_type: "Any" } };
  if (span.type === "label" && typeof span.data === "string") return { ...span, data: { label: span.data } };
  return span;
}

/** @param {Record<string, any>} slice */
function convertSlice(slice) {
  const [sliceType] = slice.key.split("$");
  const value = slice.value;
  const legacy = "repeat" in value || "non-repeat" in value;
  /** @type {Record<string, unknown>} */
  const out = {
    id: slice.key,
    slice_type: sliceType,
    slice_label: typeof slice.label === "string" ? slice.label : null,
  };
  if (legacy) {
    out.primary = convertFields(isPlainObject(value["non-repeat"]) ? value["non-repeat"] : {});
    out.items = (Array.isArray(value.repeat) ? value.repeat : []).map((/** @type {unknown} */ item) => (isPlainObject(item) ? convertFields(item) : {}));
    return out;
  }
  out.variation = typeof value.variation === "string" ? value.variation : "default";
  out.version = typeof value.version === "string" ? value.version : "initial";
  out.primary = convertFields(isPlainObject(value.primary) ? value.primary : {});
  out.items = (Array.isArray(value.items) ? value.items : []).map((/** @type {unknown} */ item) => (isPlainObject(item) ? convertFields(item) : {}));
  return out;
}

/**
 * A stored image as the API serves it: `{id, url, dimensions, alt, copyright, edit:{x, y, zoom,
 * background}}` plus its thumbnails. The stored URL already carries the crop (`rect=`) and size.
 * @param {Record<string, any>} image
 */
function convertImage(image) {
  const crop = isPlainObject(image.edit?.crop) ? image.edit.crop : {};
  /** @type {Record<string, unknown>} */
  const out = {
    id: image.origin?.id ?? null,
    url: image.url,
    dimensions: { width: image.width ?? image.origin?.width, height: image.height ?? image.origin?.height },
    alt: image.alt ?? null,
    copyright: image.credits ?? null,
    edit: {
      x: typeof crop.x === "number" ? crop.x : 0,
      y: typeof crop.y === "number" ? crop.y : 0,
      zoom: typeof image.edit?.zoom === "number" ? image.edit.zoom : 1,
      background: typeof image.edit?.background === "string" ? image.edit.background : "transparent",
    },
  };
  if (isPlainObject(image.thumbnails)) {
    for (const [name, thumb] of Object.entries(image.thumbnails)) {
      if (isPlainObject(thumb) && isStoredImage(thumb)) out[name] = convertImage(thumb);
    }
  }
  return out;
}

/**
 * A stored link in the API's shape, or null when the value is not a link: `{id, wioUrl}` or `{id}`
 * alone (2024 exports) → Document link; `{url}`, `{url, preview}` (`preview` null without a
 * target) or `{url, target}` → Web link (`target` kept); `{kind, url, …}` (media library) → Media link;
 * `{}` is not taken for a link here (an empty link field is filled from the model).
 * @param {unknown} value
 * @returns {Record<string, unknown> | null}
 */
function convertLink(value) {
  if (!isPlainObject(value)) return null;
  if (typeof value.wioUrl === "string" || (typeof value.id === "string" && isPlainObject(value.preview))) {
    return { link_type: "Document", id: value.id };
  }
  if (typeof value.kind === "string" && typeof value.url === "string") {
    /** @type {Record<string, unknown>} */
    const media = { link_type: "Media", id: value.id ?? null, name: value.name ?? null, kind: value.kind, url: value.url, size: String(value.size ?? "0") };
    if (value.width !== undefined) media.width = String(value.width);
    if (value.height !== undefined) media.height = String(value.height);
    return media;
  }
  // The 2024 exports write a document link as its id alone.
  if (typeof value.id === "string" && Object.keys(value).length === 1) return { link_type: "Document", id: value.id };
  // A Web link carries `preview` (null, or an object) and/or `target`, or is its URL alone.
  if (typeof value.url === "string" && ("preview" in value || "target" in value || Object.keys(value).length === 1)) {
    /** @type {Record<string, unknown>} */
    const web = { link_type: "Web", url: value.url };
    if (typeof value.target === "string") web.target = value.target;
    return web;
  }
  return null;
}
