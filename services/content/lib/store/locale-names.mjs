// @ts-check
import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentValidationError } from "./content-error.mjs";
import { readJsonFile } from "./read-files.mjs";

/**
 * Language names as Prismic's repository endpoint gives them (`languages[].name`): "<language> -
 * <region>" in English ("English - United States", "Spanish - Spain"). An export carries no names,
 * so they come from, in order: the content folder's `locale-names.json` (`{"<id>": "<name>"}`, for
 * custom locales or names Prismic words otherwise), the table `prismic-locale-names.json`, the same
 * pattern built from the id (Intl.DisplayNames, English), the id itself.
 */

/** The file in a content folder that overrides locale names. */
const LOCALE_NAMES_FILE = "locale-names.json";

/** @type {Record<string, string> | null} */
let table = null;

/** @returns {Record<string, string>} */
function prismicTable() {
  table ??= /** @type {Record<string, string>} */ (JSON.parse(readFileSync(new URL("./prismic-locale-names.json", import.meta.url), "utf8")));
  return table;
}

/**
 * The name lookup for a content folder: its `locale-names.json` (hashed, when present) over
 * Prismic's table. Throws a ContentValidationError for a file that is not `{"<id>": "<name>"}`.
 * @param {string} root content directory
 * @param {import("node:crypto").Hash} hash
 * @returns {Promise<(id: string) => string>}
 */
export async function readLocaleNames(root, hash) {
  const file = path.join(root, LOCALE_NAMES_FILE);
  /** @type {Record<string, string>} */
  let overrides = {};
  try {
    const { value, bytes } = await readJsonFile(file);
    hash.update(`${LOCALE_NAMES_FILE}\0${bytes.length}\0`).update(bytes);
    if (!isRecord(value) || !Object.values(value).every((name) => typeof name === "string" && name.trim() !== "")) {
      throw new ContentValidationError(file, 'must be an object of {"<locale id>": "<name>"}');
    }
    overrides = Object.fromEntries(Object.entries(value).map(([id, name]) => [id.toLowerCase(), /** @type {string} */ (name)]));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  }
  return (id) => {
    const key = id.toLowerCase();
    if (Object.hasOwn(overrides, key)) return overrides[key];
    const known = prismicTable();
    return Object.hasOwn(known, key) ? known[key] : nameFromId(key);
  };
}

/**
 * "<language> - <region>" from a `la-re` id with the runtime's English names, else the id.
 * @param {string} id
 */
function nameFromId(id) {
  const match = /^([a-z]{2,3})-([a-z]{2}|\d{3})$/.exec(id);
  if (!match) return id;
  try {
    const language = new Intl.DisplayNames("en", { type: "language", fallback: "none" }).of(match[1]);
    const region = new Intl.DisplayNames("en", { type: "region", fallback: "none" }).of(match[2].toUpperCase());
    return language && region ? `${language} - ${region}` : id;
  } catch {
    return id;
  }
}

/**
 * A JSON object (not null, not an array); kept here so this file needs no shared helper.
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
