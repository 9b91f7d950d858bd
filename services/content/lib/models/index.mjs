// @ts-check
/**
 * The project's Prismic models (custom types and shared slices) and how documents fit them.
 * Shared by the content service (validation at load, empty fields filled) and `content:check`.
 *
 * - `loadModels(rootDir)` → `{ rootDir, customTypes, slices }` (see load-models.mjs)
 * - `validateDocument(document, models)` → `[{ field, message }]` ([] when the document fits)
 * - `fitDocument(document, models)` → `{ data, problems }`: `data` as Prismic would serve it
 * - `emptyValue(fieldModel)` → the value Prismic serves for an unfilled field of that type
 * - `fieldModelAt(models, type, path)` → the model of `my.<type>.<path>` (or null)
 */
export { loadModels, ModelError } from "./load-models.mjs";
export { fitDocument, validateDocument } from "./fit-document.mjs";
export { emptyValue } from "./field-value-rules.mjs";
export { fieldModelAt, modelsKnowField } from "./field-lookup.mjs";
