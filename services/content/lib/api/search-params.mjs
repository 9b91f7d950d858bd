// @ts-check
import { parsingError, validationError } from "../http/api-errors.mjs";
import { parseOrderings } from "../query/orderings.mjs";
import { parseGraphQuery } from "../render/graph-query.mjs";
import { compileQueries } from "../query/predicates.mjs";
import { QueryParseError } from "../query/query-error.mjs";
import { parseFieldList } from "../render/field-lists.mjs";
import { parseRoutes } from "../render/routes.mjs";

/** Results per page when `pageSize` is absent (as Prismic). */
const DEFAULT_PAGE_SIZE = 20;
/** Largest page; a larger `pageSize` is clamped to it (as Prismic documents its maximum). */
const MAX_PAGE_SIZE = 100;

/**
 * @typedef {{
 *   ref: string,
 *   filters: import("../query/predicates.mjs").DocumentFilter[],
 *   lang: string,
 *   page: number,
 *   pageSize: number,
 *   after: string | null,
 *   orderings: import("../query/orderings.mjs").OrderingKey[],
 *   routes: import("../render/routes.mjs").Route[] | null,
 *   brokenRoute: string | null,
 *   fetchLinks: Map<string, Set<string>>,
 *   fetch: Map<string, Set<string>>,
 *   graphQuery: import("../render/graph-query.mjs").GraphQuery | null,
 * }} SearchParams
 */

/**
 * Reads and validates the query string of `documents/search`. Unknown parameters (`x-c`, `x-d`,
 * `integrationFieldsRef`, `referer`…) are ignored.
 * @param {URLSearchParams} params
 * @param {{ types: Record<string, string>, models?: import("../models/load-models.mjs").Models, masterLang: string, masterRef: string }} context
 * @returns {SearchParams}
 * @throws {import("../http/api-errors.mjs").ApiError} 400 parsing-error / api_validation_error
 */
export function parseSearchParams(params, context) {
  const ref = params.get("ref");
  if (!ref) throw validationError(`Missing mandatory parameter 'ref'. Master ref is: ${context.masterRef}`);

  let filters;
  /** @type {import("../query/orderings.mjs").OrderingKey[]} */
  let orderings = [];
  try {
    filters = compileQueries(params.getAll("q"), context.types, context.models);
    const rawOrderings = params.get("orderings");
    if (rawOrderings) orderings = parseOrderings(rawOrderings, context.types, context.models);
  } catch (error) {
    if (error instanceof QueryParseError) throw parsingError(error);
    throw error;
  }

  const page = positiveInteger(params.get("page"), "page", 1);
  const pageSize = Math.min(positiveInteger(params.get("pageSize"), "pageSize", DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);

  let routes = null;
  const rawRoutes = params.get("routes");
  if (rawRoutes) routes = guard(() => parseRoutes(rawRoutes));

  const fetchLinks = guard(() => parseFieldList(params.get("fetchLinks") ?? "", "fetchLinks"));
  const fetch = guard(() => parseFieldList(params.get("fetch") ?? "", "fetch"));
  const rawGraphQuery = params.get("graphQuery");
  const graphQuery = rawGraphQuery ? guard(() => withPrefix("graphQuery: ", () => parseGraphQuery(rawGraphQuery))) : null;

  const lang = params.get("lang") || context.masterLang;

  return {
    ref,
    filters,
    lang,
    page,
    pageSize,
    after: params.get("after") || null,
    orderings,
    routes,
    brokenRoute: params.get("brokenRoute") || null,
    fetchLinks,
    fetch,
    graphQuery,
  };
}

/**
 * @template T
 * @param {string} prefix
 * @param {() => T} parse
 * @returns {T}
 */
function withPrefix(prefix, parse) {
  try {
    return parse();
  } catch (error) {
    throw new Error(`${prefix}${/** @type {Error} */ (error).message}`);
  }
}

/**
 * @param {string | null} raw
 * @param {string} name
 * @param {number} fallback
 */
function positiveInteger(raw, name, fallback) {
  if (raw === null || raw === "") return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw validationError(`${name} must be a positive integer (got '${raw}')`);
  return Number(raw);
}

/**
 * Runs a parser whose errors become 400 api_validation_error.
 * @template T
 * @param {() => T} parse
 * @returns {T}
 */
function guard(parse) {
  try {
    return parse();
  } catch (error) {
    throw validationError(/** @type {Error} */ (error).message);
  }
}
