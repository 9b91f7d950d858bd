// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";
import { configProblem, emptyValue, regularValueProblem } from "./field-value-rules.mjs";

/**
 * A way a document does not fit its model. `field` is a path such as `data.slices[2].primary.title`
 * (or `type` / `uid` for the document itself).
 * @typedef {{ field: string, message: string }} ModelProblem
 */

/**
 * Fits a document's `data` to its custom type as Prismic serves it: every model field present
 * (empty value when not filled), fields the model does not have dropped, and values that do not
 * fit their field's type served empty (values that keep to the type but not to the field's
 * configuration — Select options, allowed blocks — are served as written). Each is a problem. A document whose type has no
 * model is returned unchanged, with a problem when the project has models at all.
 * @param {{ type: string, uid?: string | null, data: Record<string, unknown> }} document
 * @param {import("./load-models.mjs").Models} models
 * @returns {{ data: Record<string, unknown>, problems: ModelProblem[] }}
 */
export function fitDocument(document, models) {
  /** @type {ModelProblem[]} */
  const problems = [];
  const customType = models.customTypes.get(document.type);
  if (!customType) {
    if (models.customTypes.size > 0) {
      problems.push({ field: "type", message: `no custom type "${document.type}" in customtypes/ (${[...models.customTypes.keys()].join(", ")})` });
    }
    return { data: document.data, problems };
  }
  const fields = Object.fromEntries([...customType.fields].filter(([, field]) => field.type !== "UID"));
  const hasUid = [...customType.fields.values()].some((field) => field.type === "UID");
  if (hasUid && (typeof document.uid !== "string" || document.uid === "")) {
    problems.push({ field: "uid", message: `custom type "${customType.id}" has a UID field: the document needs a "uid"` });
  }
  if (!hasUid && typeof document.uid === "string") {
    problems.push({ field: "uid", message: `custom type "${customType.id}" has no UID field, but the document has uid "${document.uid}"` });
  }
  const data = fitFields(isPlainObject(document.data) ? document.data : {}, fields, "data", models, problems);
  return { data, problems };
}

/**
 * The ways a document does not fit its model (see fitDocument); [] when it fits.
 * @param {{ type: string, uid?: string | null, data: Record<string, unknown> }} document
 * @param {import("./load-models.mjs").Models} models
 * @returns {ModelProblem[]}
 */
export function validateDocument(document, models) {
  return fitDocument(document, models).problems;
}

/**
 * @param {Record<string, unknown>} values
 * @param {Record<string, import("./load-models.mjs").FieldModel>} fields
 * @param {string} where path prefix
 * @param {import("./load-models.mjs").Models} models
 * @param {ModelProblem[]} problems
 * @returns {Record<string, unknown>}
 */
function fitFields(values, fields, where, models, problems) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(fields, key)) problems.push({ field: `${where}.${key}`, message: "the model has no such field (not served)" });
  }
  for (const [key, field] of Object.entries(fields)) {
    const value = fitField(values[key], field, `${where}.${key}`, models, problems);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * @param {unknown} value
 * @param {import("./load-models.mjs").FieldModel} field
 * @param {string} where
 * @param {import("./load-models.mjs").Models} models
 * @param {ModelProblem[]} problems
 * @returns {unknown}
 */
function fitField(value, field, where, models, problems) {
  const empty = emptyValue(field);
  if (empty === undefined) return undefined;
  if (value === undefined || value === null) return empty;
  if (field.type === "Group") return fitGroup(value, field, where, models, problems);
  if (field.type === "Slices" || field.type === "Choice") return fitSlices(value, field, where, models, problems);
  const problem = regularValueProblem(field, value);
  if (problem) {
    problems.push({ field: where, message: `${problem} (served empty)` });
    return empty;
  }
  const breach = configProblem(field, value);
  if (breach) problems.push({ field: where, message: `${breach} (served as written)` });
  return value;
}

/**
 * @param {unknown} value
 * @param {import("./load-models.mjs").FieldModel} field
 * @param {string} where
 * @param {import("./load-models.mjs").Models} models
 * @param {ModelProblem[]} problems
 */
function fitGroup(value, field, where, models, problems) {
  if (!Array.isArray(value)) {
    problems.push({ field: where, message: "a Group field holds an array of items (served empty)" });
    return [];
  }
  const fields = isPlainObject(field.config?.fields) ? field.config.fields : {};
  return value.map((item, index) => {
    if (!isPlainObject(item)) {
      problems.push({ field: `${where}[${index}]`, message: "a group item must be an object (served empty)" });
      return fitFields({}, fields, `${where}[${index}]`, models, problems);
    }
    return fitFields(item, fields, `${where}[${index}]`, models, problems);
  });
}

/**
 * @param {unknown} value
 * @param {import("./load-models.mjs").FieldModel} field
 * @param {string} where
 * @param {import("./load-models.mjs").Models} models
 * @param {ModelProblem[]} problems
 */
function fitSlices(value, field, where, models, problems) {
  if (!Array.isArray(value)) {
    problems.push({ field: where, message: "a Slice Zone holds an array of slices (served empty)" });
    return [];
  }
  const choices = isPlainObject(field.config?.choices) ? field.config.choices : {};
  /** @type {unknown[]} */
  const out = [];
  value.forEach((slice, index) => {
    const at = `${where}[${index}]`;
    if (!isPlainObject(slice) || typeof slice.slice_type !== "string") {
      problems.push({ field: at, message: 'a slice must be an object with a "slice_type" (not served)' });
      return;
    }
    const choice = choices[slice.slice_type];
    if (!isPlainObject(choice)) {
      problems.push({ field: at, message: `slice type "${slice.slice_type}" is not allowed in this Slice Zone (${Object.keys(choices).join(", ")}) (not served)` });
      return;
    }
    if (choice.type === "SharedSlice") {
      const model = models.slices.get(slice.slice_type);
      if (!model) {
        problems.push({ field: at, message: `no shared slice "${slice.slice_type}" in the slice libraries (not served)` });
        return;
      }
      const variationId = typeof slice.variation === "string" ? slice.variation : "default";
      const variation = model.variations.get(variationId);
      if (!variation) {
        problems.push({ field: `${at}.variation`, message: `slice "${slice.slice_type}" has no variation "${variationId}" (${[...model.variations.keys()].join(", ")}) (not served)` });
        return;
      }
      out.push({
        ...slice,
        variation: variationId,
        // Prismic serves the variation's version from the model (its documents store none).
        version: variation.version ?? slice.version ?? "initial",
        slice_label: slice.slice_label ?? null,
        primary: fitFields(isPlainObject(slice.primary) ? slice.primary : {}, variation.primary, `${at}.primary`, models, problems),
        items: fitItems(slice.items, variation.items, `${at}.items`, models, problems),
      });
      return;
    }
    // Legacy slices: "non-repeat" → primary, "repeat" → items.
    const primaryFields = isPlainObject(choice["non-repeat"]) ? choice["non-repeat"] : {};
    const itemFields = isPlainObject(choice.repeat) ? choice.repeat : {};
    out.push({
      ...slice,
      slice_label: slice.slice_label ?? null,
      primary: fitFields(isPlainObject(slice.primary) ? slice.primary : {}, primaryFields, `${at}.primary`, models, problems),
      items: fitItems(slice.items, itemFields, `${at}.items`, models, problems),
    });
  });
  return out;
}

/**
 * @param {unknown} items
 * @param {Record<string, import("./load-models.mjs").FieldModel>} fields
 * @param {string} where
 * @param {import("./load-models.mjs").Models} models
 * @param {ModelProblem[]} problems
 */
function fitItems(items, fields, where, models, problems) {
  if (items === undefined || items === null) return [];
  if (!Array.isArray(items)) {
    problems.push({ field: where, message: "slice items must be an array (served empty)" });
    return [];
  }
  if (Object.keys(fields).length === 0 && items.length > 0 && items.every((item) => isPlainObject(item) && Object.keys(item).length === 0)) {
    return items;
  }
  return items.map((item, index) => fitFields(isPlainObject(item) ? item : {}, fields, `${where}[${index}]`, models, problems));
}
