// @ts-check
import fs from "node:fs/promises";
import path from "node:path";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * One field of a model, as Slice Machine writes it (`{ type, config, fieldset? }`).
 * @typedef {{ type: string, config?: Record<string, any>, fieldset?: string }} FieldModel
 */

/**
 * A custom type: every field of every tab, `uid` included (Prismic keeps it outside `data`).
 * @typedef {{ id: string, label: string, repeatable: boolean, file: string, fields: Map<string, FieldModel> }} CustomTypeModel
 */

/**
 * A shared slice and its variations.
 * @typedef {{
 *   id: string, name: string, file: string,
 *   variations: Map<string, { id: string, version: string | null, primary: Record<string, FieldModel>, items: Record<string, FieldModel> }>,
 * }} SharedSliceModel
 */

/**
 * The models of a project (empty maps when the project has none).
 * @typedef {{ rootDir: string, customTypes: Map<string, CustomTypeModel>, slices: Map<string, SharedSliceModel> }} Models
 */

/** A model file that cannot be read; the message names the file. */
export class ModelError extends Error {
  /**
   * @param {string} file
   * @param {string} problem
   */
  constructor(file, problem) {
    super(`${file}: ${problem}`);
    this.name = "ModelError";
    this.file = file;
    this.problem = problem;
  }
}

/**
 * Loads the custom types (`customtypes/<id>/index.json`) and shared slices (`<library>/<Name>/model.json`,
 * libraries from `slicemachine.config.json`, else `slices/` and `src/slices/`) of a project.
 * A missing folder gives no models; an unreadable model throws a ModelError naming its file.
 * @param {string} rootDir the project root (the folder holding `customtypes/`)
 * @returns {Promise<Models>}
 */
export async function loadModels(rootDir) {
  const root = path.resolve(rootDir);
  /** @type {Map<string, CustomTypeModel>} */
  const customTypes = new Map();
  for (const file of await modelFiles(path.join(root, "customtypes"), "index.json")) {
    const model = toCustomType(file, await readJson(file));
    if (customTypes.has(model.id)) throw new ModelError(file, `custom type "${model.id}" is defined twice (also in ${customTypes.get(model.id)?.file})`);
    customTypes.set(model.id, model);
  }
  /** @type {Map<string, SharedSliceModel>} */
  const slices = new Map();
  for (const library of await sliceLibraries(root)) {
    for (const file of await modelFiles(library, "model.json")) {
      const model = toSharedSlice(file, await readJson(file));
      if (slices.has(model.id)) throw new ModelError(file, `shared slice "${model.id}" is defined twice (also in ${slices.get(model.id)?.file})`);
      slices.set(model.id, model);
    }
  }
  return { rootDir: root, customTypes, slices };
}

/**
 * `<dir>/<sub>/<fileName>` for every sub-folder holding that file, sorted.
 * @param {string} dir
 * @param {string} fileName
 */
async function modelFiles(dir, fileName) {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = [];
  for (const entry of entries.filter((e) => e.isDirectory() && !e.name.startsWith(".")).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(dir, entry.name, fileName);
    if (await fs.stat(file).then((s) => s.isFile(), () => false)) files.push(file);
  }
  return files;
}

/** @param {string} root */
async function sliceLibraries(root) {
  const configFile = path.join(root, "slicemachine.config.json");
  const text = await fs.readFile(configFile, "utf8").catch(() => null);
  if (text !== null) {
    const config = parseJson(configFile, text);
    if (isPlainObject(config) && Array.isArray(config.libraries)) {
      return config.libraries.filter((lib) => typeof lib === "string").map((lib) => path.resolve(root, lib));
    }
  }
  return [path.join(root, "slices"), path.join(root, "src", "slices")];
}

/** @param {string} file */
async function readJson(file) {
  return parseJson(file, await fs.readFile(file, "utf8"));
}

/**
 * @param {string} file
 * @param {string} text
 */
function parseJson(file, text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ModelError(file, `malformed JSON (${/** @type {Error} */ (error).message})`);
  }
}

/**
 * @param {string} file
 * @param {unknown} raw
 * @returns {CustomTypeModel}
 */
function toCustomType(file, raw) {
  if (!isPlainObject(raw) || typeof raw.id !== "string" || !isPlainObject(raw.json)) {
    throw new ModelError(file, 'a custom type needs a string "id" and a "json" object of tabs');
  }
  /** @type {Map<string, FieldModel>} */
  const fields = new Map();
  for (const [tab, tabFields] of Object.entries(raw.json)) {
    if (!isPlainObject(tabFields)) throw new ModelError(file, `tab "${tab}" must be an object of fields`);
    for (const [key, field] of Object.entries(tabFields)) {
      fields.set(key, toField(file, `${tab}.${key}`, field));
    }
  }
  return { id: raw.id, label: typeof raw.label === "string" ? raw.label : raw.id, repeatable: raw.repeatable !== false, file, fields };
}

/**
 * @param {string} file
 * @param {unknown} raw
 * @returns {SharedSliceModel}
 */
function toSharedSlice(file, raw) {
  if (!isPlainObject(raw) || typeof raw.id !== "string" || !Array.isArray(raw.variations)) {
    throw new ModelError(file, 'a shared slice needs a string "id" and a "variations" array');
  }
  /** @type {SharedSliceModel["variations"]} */
  const variations = new Map();
  for (const variation of raw.variations) {
    if (!isPlainObject(variation) || typeof variation.id !== "string") throw new ModelError(file, 'every variation needs a string "id"');
    variations.set(variation.id, {
      id: variation.id,
      version: typeof variation.version === "string" && variation.version !== "" ? variation.version : null,
      primary: toFieldRecord(file, `${variation.id}.primary`, variation.primary),
      items: toFieldRecord(file, `${variation.id}.items`, variation.items),
    });
  }
  return { id: raw.id, name: typeof raw.name === "string" ? raw.name : raw.id, file, variations };
}

/**
 * @param {string} file
 * @param {string} where
 * @param {unknown} raw
 * @returns {Record<string, FieldModel>}
 */
function toFieldRecord(file, where, raw) {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) throw new ModelError(file, `${where} must be an object of fields`);
  return Object.fromEntries(Object.entries(raw).map(([key, field]) => [key, toField(file, `${where}.${key}`, field)]));
}

/**
 * @param {string} file
 * @param {string} where
 * @param {unknown} raw
 * @returns {FieldModel}
 */
function toField(file, where, raw) {
  if (!isPlainObject(raw) || typeof raw.type !== "string") throw new ModelError(file, `field ${where} needs a string "type"`);
  return /** @type {FieldModel} */ (raw);
}
