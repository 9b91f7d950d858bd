// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * What Prismic's Content API serves for a field that is not filled, per field type (the `empty`
 * state of @prismicio/client's field types: `RichTextField<"empty">` is `[]`, `KeyTextField<"empty">`
 * is `null`, `ImageField<"empty">` is `{}`, `LinkField<"empty">` is `{ link_type: "Any" }`, …).
 * `undefined` for types that hold no value in `data` (UID lives outside `data`, Separator holds nothing).
 * @param {import("./load-models.mjs").FieldModel} field
 * @returns {unknown}
 */
export function emptyValue(field) {
  switch (field.type) {
    case "StructuredText":
    case "Group":
    case "Slices":
    case "Choice":
      return [];
    case "Image":
    case "Embed":
    case "GeoPoint":
      return {};
    case "Link":
      return { link_type: "Any" };
    case "Boolean":
      return typeof field.config?.default_value === "boolean" ? field.config.default_value : false;
    case "UID":
    case "Separator":
      return undefined;
    default:
      // Text, Select, Number, Date, Timestamp, Color, IntegrationFields, Table, Range…
      return null;
  }
}

const BLOCK_TYPES = new Set([
  "paragraph", "preformatted", "heading1", "heading2", "heading3", "heading4", "heading5", "heading6",
  "list-item", "o-list-item", "image", "embed",
]);
const SPAN_TYPES = new Set(["strong", "em", "hyperlink", "label"]);
const LINK_TYPES = new Set(["Any", "Document", "Web", "Media"]);

/**
 * Whether a filled value fits a field of one of the "regular" (non-repeating) types; a message
 * saying why not, or null. Composite types (Group, Slices) are checked by fit-document.mjs.
 * Accepts the repository's on-disk shorthands (images and media links written with a `/assets/…`
 * url only, document links with an id only): the service completes them when it serves them.
 * @param {import("./load-models.mjs").FieldModel} field
 * @param {unknown} value not null/undefined
 * @returns {string | null}
 */
export function regularValueProblem(field, value) {
  const config = field.config ?? {};
  switch (field.type) {
    case "Text":
      return typeof value === "string" ? null : `a Key Text field holds a string (got ${describe(value)})`;
    case "Select":
      return typeof value === "string" ? null : `a Select field holds a string (got ${describe(value)})`;
    case "Number":
      return typeof value === "number" && Number.isFinite(value) ? null : `a Number field holds a number (got ${describe(value)})`;
    case "Boolean":
      return typeof value === "boolean" ? null : `a Boolean field holds true or false (got ${describe(value)})`;
    case "Date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : `a Date field holds "YYYY-MM-DD" (got ${describe(value)})`;
    case "Timestamp":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2")))
        ? null
        : `a Timestamp field holds an ISO date-time (got ${describe(value)})`;
    case "Color":
      return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value) ? null : `a Color field holds "#rrggbb" (got ${describe(value)})`;
    case "StructuredText":
      return richTextProblem(config, value);
    case "Image":
      return imageProblem(config, value);
    case "Link":
      return linkProblem(config, value);
    case "Embed":
      return isPlainObject(value) && (Object.keys(value).length === 0 || typeof value.embed_url === "string")
        ? null
        : `an Embed field holds {} or an object with "embed_url" (got ${describe(value)})`;
    case "GeoPoint":
      return isPlainObject(value) &&
        (Object.keys(value).length === 0 || (typeof value.latitude === "number" && typeof value.longitude === "number"))
        ? null
        : `a GeoPoint field holds {} or { latitude, longitude } (got ${describe(value)})`;
    default:
      return null; // IntegrationFields, Table and future types: served as written
  }
}

/**
 * Whether a value that has the right shape also keeps to its field's configuration (Select
 * options, the block and span types a Rich Text allows, one block in a Title, the kind of link).
 * Prismic's editor enforces these when content is written, but stored content that predates a
 * model change is still served as stored, so a breach is reported and the value served as written.
 * @param {import("./load-models.mjs").FieldModel} field
 * @param {unknown} value a value regularValueProblem accepts
 * @returns {string | null}
 */
export function configProblem(field, value) {
  const config = field.config ?? {};
  if (field.type === "Select") {
    const options = Array.isArray(config.options) ? config.options : null;
    return !options || options.includes(value) ? null : `"${value}" is not one of the options (${options.join(", ")})`;
  }
  if (field.type === "Link" && isPlainObject(value)) {
    const select = config.select ?? null;
    const expected = { document: "Document", web: "Web", media: "Media" }[/** @type {string} */ (select)] ?? null;
    return expected && value.link_type !== "Any" && value.link_type !== expected
      ? `the model allows only ${expected} links here (select: "${select}"), got ${value.link_type}`
      : null;
  }
  if (field.type !== "StructuredText" || !Array.isArray(value)) return null;
  const allowed = String(config.single ?? config.multi ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const allowedBlocks = allowed.filter((t) => BLOCK_TYPES.has(t));
  const allowedSpans = allowed.filter((t) => SPAN_TYPES.has(t));
  if (typeof config.single === "string" && value.length > 1) return `a Title field (config "single") holds one block (got ${value.length})`;
  for (const [index, block] of value.entries()) {
    if (allowedBlocks.length > 0 && !allowedBlocks.includes(block.type)) {
      return `block ${index} is a "${block.type}", which the model does not allow (${allowedBlocks.join(", ")})`;
    }
    for (const span of block.spans ?? []) {
      if (allowed.length > 0 && SPAN_TYPES.has(span.type) && !allowedSpans.includes(span.type)) {
        return `block ${index} has a "${span.type}" span, which the model does not allow (${allowedSpans.join(", ") || "none"})`;
      }
    }
  }
  return null;
}

/**
 * @param {Record<string, any>} _config
 * @param {unknown} value
 */
function richTextProblem(_config, value) {
  if (!Array.isArray(value)) return `a Rich Text field holds an array of blocks (got ${describe(value)})`;
  for (const [index, block] of value.entries()) {
    if (!isPlainObject(block) || typeof block.type !== "string") return `block ${index} must be an object with a "type"`;
    if (!BLOCK_TYPES.has(block.type)) return `block ${index} has unknown type "${block.type}"`;
    if (block.type === "image") {
      if (typeof block.url !== "string") return `image block ${index} needs a "url"`;
      continue;
    }
    if (block.type === "embed") {
      if (!isPlainObject(block.oembed)) return `embed block ${index} needs an "oembed" object`;
      continue;
    }
    if (typeof block.text !== "string") return `block ${index} needs a "text" string`;
    if (block.spans !== undefined && !Array.isArray(block.spans)) return `block ${index}: "spans" must be an array`;
    for (const span of block.spans ?? []) {
      if (!isPlainObject(span) || typeof span.type !== "string" || !Number.isInteger(span.start) || !Number.isInteger(span.end)) {
        return `block ${index}: every span needs "type", "start" and "end"`;
      }
      if (span.start < 0 || span.end < span.start || span.end > block.text.length) {
        return `block ${index}: span ${span.start}–${span.end} is outside its text (${block.text.length} characters)`;
      }
    }
  }
  return null;
}

/**
 * @param {Record<string, any>} config
 * @param {unknown} value
 */
function imageProblem(config, value) {
  if (!isPlainObject(value)) return `an Image field holds an object (got ${describe(value)})`;
  if (Object.keys(value).length === 0) return null;
  if (typeof value.url !== "string") return 'a filled Image field needs a "url"';
  const thumbnails = Array.isArray(config.thumbnails) ? config.thumbnails.map((t) => t?.name).filter(Boolean) : [];
  for (const name of thumbnails) {
    const thumb = value[name];
    if (thumb !== undefined && !(isPlainObject(thumb) && (Object.keys(thumb).length === 0 || typeof thumb.url === "string"))) {
      return `thumbnail "${name}" must be an image`;
    }
  }
  return null;
}

/**
 * @param {Record<string, any>} _config
 * @param {unknown} value
 */
function linkProblem(_config, value) {
  if (!isPlainObject(value) || typeof value.link_type !== "string" || !LINK_TYPES.has(value.link_type)) {
    return `a Link field holds an object with link_type Any, Document, Web or Media (got ${describe(value)})`;
  }
  if (value.link_type === "Document" && typeof value.id !== "string") return 'a Document link needs an "id"';
  if ((value.link_type === "Web" || value.link_type === "Media") && typeof value.url !== "string") return `a ${value.link_type} link needs a "url"`;
  return null;
}

/** @param {unknown} value */
function describe(value) {
  if (Array.isArray(value)) return "an array";
  if (isPlainObject(value)) return "an object";
  return JSON.stringify(value);
}
