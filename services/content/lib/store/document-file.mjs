// @ts-check
import { ContentValidationError } from "./content-error.mjs";
import { formatPrismicDate, parseIsoDate } from "./prismic-date.mjs";
import { slugFromTitle } from "./slugs.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * A document as held in memory (one per JSON file).
 * @typedef {{
 *   id: string,
 *   uid: string | null,
 *   type: string,
 *   lang: string,
 *   tags: string[],
 *   firstPublication: number,
 *   lastPublication: number,
 *   first_publication_date: string,
 *   last_publication_date: string,
 *   alternateGroup: string | null,
 *   slugs: string[],
 *   data: Record<string, unknown>,
 *   file: string,
 *   fulltext?: string[],
 * }} StoredDocument
 *
 * `fulltext`: the strings Prismic's fulltext searches (set at load when the type has a model).
 */

/**
 * Checks one parsed document file against the repository configuration.
 * @param {string} file absolute path (for messages)
 * @param {unknown} raw parsed JSON
 * @param {import("./repository-config.mjs").RepositoryConfig} config
 * @returns {StoredDocument}
 */
export function toStoredDocument(file, raw, config) {
  const fail = (/** @type {string} */ problem) => new ContentValidationError(file, problem);
  if (!isPlainObject(raw)) throw fail("a document file must hold one JSON object");

  for (const key of ["id", "type", "lang", "data"]) {
    if (raw[key] === undefined || raw[key] === null || raw[key] === "") throw fail(`missing "${key}"`);
  }
  if (typeof raw.id !== "string" || !/^[A-Za-z0-9_-]+$/.test(raw.id)) {
    throw fail('"id" must be a string of letters, digits, "-" or "_"');
  }
  if (typeof raw.type !== "string" || !Object.hasOwn(config.types, raw.type)) {
    throw fail(`unknown type ${JSON.stringify(raw.type)} (known types: ${Object.keys(config.types).join(", ")})`);
  }
  if (typeof raw.lang !== "string" || !config.languages.some((lang) => lang.id === raw.lang)) {
    throw fail(
      `unknown lang ${JSON.stringify(raw.lang)} (repository.json languages: ${config.languages.map((l) => l.id).join(", ")})`,
    );
  }
  if (!isPlainObject(raw.data)) throw fail('"data" must be an object');

  const uid = raw.uid ?? null;
  if (uid !== null && (typeof uid !== "string" || uid === "")) throw fail('"uid" must be a non-empty string or null');

  const tags = raw.tags ?? [];
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== "string" || tag === "")) {
    throw fail('"tags" must be an array of non-empty strings');
  }

  const alternateGroup = raw.alternate_group ?? null;
  if (alternateGroup !== null && (typeof alternateGroup !== "string" || alternateGroup === "")) {
    throw fail('"alternate_group" must be a non-empty string');
  }

  const { first, last } = publicationDates(raw, fail);

  // Prismic's slugs: the current one first, then former ones. A file may list them (an export's
  // slugs_INTERNAL); else the slug comes from the title.
  const slugs = raw.slugs ?? [slugFromTitle(raw.data)];
  if (!Array.isArray(slugs) || slugs.length === 0 || slugs.some((slug) => typeof slug !== "string" || slug === "")) {
    throw fail('"slugs" must be a non-empty array of non-empty strings');
  }

  return {
    id: raw.id,
    uid,
    type: raw.type,
    lang: raw.lang,
    tags: [...new Set(/** @type {string[]} */ (tags))],
    firstPublication: first,
    lastPublication: last,
    first_publication_date: formatPrismicDate(first),
    last_publication_date: formatPrismicDate(last),
    alternateGroup,
    slugs: [...new Set(/** @type {string[]} */ (slugs))],
    data: raw.data,
    file,
  };
}

/**
 * Reads the two publication dates; one may stand in for the other when absent.
 * @param {Record<string, any>} raw
 * @param {(problem: string) => Error} fail
 */
function publicationDates(raw, fail) {
  /** @param {string} key */
  const read = (key) => {
    const value = raw[key];
    if (value === undefined || value === null) return null;
    const ms = parseIsoDate(value);
    if (Number.isNaN(ms)) throw fail(`"${key}" is not an ISO date (${JSON.stringify(value)})`);
    return ms;
  };
  const first = read("first_publication_date");
  const last = read("last_publication_date");
  if (first === null && last === null) throw fail('missing "first_publication_date"');
  const resolvedFirst = first ?? /** @type {number} */ (last);
  const resolvedLast = last ?? resolvedFirst;
  if (resolvedLast < resolvedFirst) throw fail('"last_publication_date" is before "first_publication_date"');
  return { first: resolvedFirst, last: resolvedLast };
}
