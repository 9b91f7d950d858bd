// @ts-check
import path from "node:path";
import { ContentValidationError } from "./content-error.mjs";
import { listFiles, readJsonFile } from "./read-files.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * @typedef {{ id: string, name: string, is_master: boolean }} Language
 * @typedef {{ id: string, label: string, scheduledAt: string | null }} ReleaseConfig
 * @typedef {{
 *   languages: Language[],
 *   masterLang: string,
 *   types: Record<string, string>,
 *   releases: ReleaseConfig[],
 * }} RepositoryConfig
 */

/**
 * Reads and validates `<contentDir>/repository.json`; a language without a `name` gets
 * `nameOf(id)` (Prismic's name for it). The types are every custom type of `models` (labelled as
 * its model) and those repository.json lists (optional); with neither (a copy of content/ away from
 * its models), those its document files name.
 * @param {string} contentDir
 * @param {(id: string) => string} [nameOf]
 * @param {import("../models/load-models.mjs").Models} [models]
 * @returns {Promise<{ config: RepositoryConfig, bytes: Buffer }>}
 */
export async function loadRepositoryConfig(contentDir, nameOf = (id) => id, models) {
  const file = path.join(contentDir, "repository.json");
  let read;
  try {
    read = await readJsonFile(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") {
      throw new ContentValidationError(file, "file not found (every content directory needs a repository.json)");
    }
    throw error;
  }
  const config = validateRepositoryConfig(file, read.value, nameOf);
  const modelTypes = [...(models?.customTypes.values() ?? [])].map((model) => [model.id, model.label]);
  const listed = isPlainObject(read.value) && read.value.types !== undefined;
  const ownTypes = listed || modelTypes.length > 0 ? {} : await documentTypes(contentDir);
  return { config: { ...config, types: { ...Object.fromEntries(modelTypes), ...ownTypes, ...config.types } }, bytes: read.bytes };
}

/**
 * Each type the document files of documents/, releases/ and drafts/ name, labelled with itself.
 * @param {string} contentDir
 * @returns {Promise<Record<string, string>>}
 */
async function documentTypes(contentDir) {
  /** @type {Record<string, string>} */
  const types = {};
  for (const dir of ["documents", "releases", "drafts"]) {
    for (const file of await listFiles(path.join(contentDir, dir), (name) => name.endsWith(".json"))) {
      const { value } = await readJsonFile(file);
      if (isPlainObject(value) && typeof value.type === "string") types[value.type] = value.type;
    }
  }
  return types;
}

/**
 * @param {string} file
 * @param {unknown} raw
 * @param {(id: string) => string} nameOf
 * @returns {RepositoryConfig}
 */
function validateRepositoryConfig(file, raw, nameOf) {
  if (!isPlainObject(raw)) throw new ContentValidationError(file, "must be a JSON object");
  const fail = (/** @type {string} */ problem) => new ContentValidationError(file, problem);

  if (!Array.isArray(raw.languages) || raw.languages.length === 0) {
    throw fail('"languages" must be a non-empty array of {id, name, is_master}');
  }
  /** @type {Language[]} */
  const languages = raw.languages.map((lang, index) => {
    if (!isPlainObject(lang) || typeof lang.id !== "string" || lang.id === "") {
      throw fail(`languages[${index}] needs a string "id"`);
    }
    return { id: lang.id, name: typeof lang.name === "string" && lang.name !== "" ? lang.name : nameOf(lang.id), is_master: lang.is_master === true };
  });
  const masters = languages.filter((lang) => lang.is_master);
  if (masters.length !== 1) throw fail(`exactly one language must have "is_master": true (found ${masters.length})`);
  assertUnique(languages.map((l) => l.id), (id) => fail(`language "${id}" is listed twice`));

  // Optional; an empty object is a new repository without models yet (the Custom Types API fills it).
  const rawTypes = raw.types ?? {};
  if (!isPlainObject(rawTypes)) {
    throw fail('"types" must be an object of {"<type id>": "<label>"}');
  }
  /** @type {Record<string, string>} */
  const types = {};
  for (const [id, label] of Object.entries(rawTypes)) {
    if (typeof label !== "string") throw fail(`types["${id}"] must be a string label`);
    types[id] = label;
  }

  const rawReleases = raw.releases ?? [];
  if (!Array.isArray(rawReleases)) throw fail('"releases" must be an array of {id, label, scheduledAt}');
  /** @type {ReleaseConfig[]} */
  const releases = rawReleases.map((release, index) => {
    if (!isPlainObject(release) || typeof release.id !== "string" || !/^[A-Za-z0-9_-]+$/.test(release.id)) {
      throw fail(`releases[${index}] needs an "id" made of letters, digits, "-" or "_"`);
    }
    if (typeof release.label !== "string" || release.label === "") throw fail(`releases[${index}] needs a "label"`);
    const scheduledAt = release.scheduledAt ?? null;
    if (scheduledAt !== null && typeof scheduledAt !== "string") {
      throw fail(`releases[${index}].scheduledAt must be an ISO date string or null`);
    }
    return { id: release.id, label: release.label, scheduledAt };
  });
  assertUnique(releases.map((r) => r.id), (id) => fail(`release "${id}" is listed twice`));

  return { languages, masterLang: masters[0].id, types, releases };
}

/**
 * @param {string[]} values
 * @param {(value: string) => Error} onDuplicate
 */
function assertUnique(values, onDuplicate) {
  const seen = new Set();
  for (const value of values) {
    if (seen.has(value)) throw onDuplicate(value);
    seen.add(value);
  }
}

