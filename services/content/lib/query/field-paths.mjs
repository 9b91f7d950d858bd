// @ts-check
import { isRichText } from "./field-values.mjs";
import { fieldModelAt } from "../models/index.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/** `document.*` fields a predicate or ordering may name. */
const DOCUMENT_FIELDS = new Set([
  "id", "uid", "type", "lang", "tags", "first_publication_date", "last_publication_date",
]);

/**
 * @typedef {{ kind: "document-root" }
 *   | { kind: "document", field: string }
 *   | { kind: "my", type: string, segments: string[], model?: import("../models/load-models.mjs").FieldModel | null }} FieldPath
 * @typedef {{ applies: boolean, values: unknown[] }} PathReading
 */

/**
 * Parses a predicate/ordering path: `document`, `document.<field>`, `my.<type>.<field>[.<subfield>]`.
 * With models, a `my.<type>.<field>` path must name a field of the type's model (Prismic answers
 * "unexpected field" otherwise); the path then carries that field's model.
 * @param {string} path
 * @param {Record<string, string>} types repository types (for `my.<type>`)
 * @param {import("../models/load-models.mjs").Models} [models]
 * @returns {FieldPath}
 * @throws {Error} with a message naming the problem
 */
export function parseFieldPath(path, types, models) {
  const parts = path.split(".");
  if (parts[0] === "document") {
    if (parts.length === 1) return { kind: "document-root" };
    if (parts.length === 2 && DOCUMENT_FIELDS.has(parts[1])) return { kind: "document", field: parts[1] };
    throw new Error(`unexpected field '${path}'`);
  }
  if (parts[0] === "my") {
    if (parts.length < 3 || parts.some((part) => part === "")) {
      throw new Error(`unexpected field '${path}' (expected my.<type>.<field>)`);
    }
    if (!Object.hasOwn(types, parts[1])) throw new Error(`unknown type '${parts[1]}' in field '${path}'`);
    const segments = parts.slice(2);
    if (!models || models.customTypes.size === 0) return { kind: "my", type: parts[1], segments };
    const model = fieldModelAt(models, parts[1], segments);
    if (!model) throw new Error(`unexpected field '${path}'`);
    return { kind: "my", type: parts[1], segments, model };
  }
  throw new Error(`unexpected field '${path}'`);
}

/**
 * Reads a path on a document. For `my.<type>...` paths `applies` is false on other types.
 * Group fields fan out: `my.t.group.field` gives one value per group item; slice zones too:
 * `my.t.slices.primary.field` reads every slice, `my.t.slices.<slice_type>.primary.field` the
 * slices of that type.
 * Dates of `document.*` are epoch ms.
 * @param {FieldPath} path
 * @param {import("../store/document-file.mjs").StoredDocument} doc
 * @returns {PathReading}
 */
export function readFieldPath(path, doc) {
  if (path.kind === "document-root") return { applies: true, values: [doc.data] };
  if (path.kind === "document") return { applies: true, values: [documentField(doc, path.field)] };
  if (doc.type !== path.type) return { applies: false, values: [] };
  if (path.segments.length === 1 && path.segments[0] === "uid" && !("uid" in doc.data)) {
    return { applies: true, values: [doc.uid] };
  }
  /** @type {unknown[]} */
  let current = [doc.data];
  for (const segment of path.segments) {
    /** @type {unknown[]} */
    const next = [];
    for (const value of current) {
      if (Array.isArray(value) && !isRichText(value)) {
        // A slice zone: `slices.<slice_type>` keeps the slices of that type; `slices.primary` reads every slice's primary.
        const ofType = value.filter((item) => isPlainObject(item) && item.slice_type === segment);
        if (ofType.length > 0) next.push(ofType);
        for (const item of value) if (isPlainObject(item) && segment in item) next.push(item[segment]);
      } else if (isPlainObject(value) && segment in value) {
        next.push(value[segment]);
      }
    }
    current = next;
  }
  return { applies: true, values: current };
}

/**
 * @param {import("../store/document-file.mjs").StoredDocument} doc
 * @param {string} field
 * @returns {unknown}
 */
function documentField(doc, field) {
  switch (field) {
    case "first_publication_date":
      return doc.firstPublication;
    case "last_publication_date":
      return doc.lastPublication;
    case "tags":
      return doc.tags;
    default:
      return doc[/** @type {"id" | "uid" | "type" | "lang"} */ (field)];
  }
}
