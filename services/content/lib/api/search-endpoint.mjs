// @ts-check
import { documentSetForRef } from "./content-state.mjs";
import { parseSearchParams } from "./search-params.mjs";
import { searchDocuments } from "../query/search.mjs";

/**
 * Answers `GET …/api/v2/documents/search` with Prismic's envelope:
 * `{page, results_per_page, results_size, total_results_size, total_pages, next_page, prev_page,
 * results, version, license}`.
 * @param {import("./content-state.mjs").ContentState} state
 * @param {URL} requestUrl the request URL (path and query as received)
 * @param {{ publicUrl: string, apiBase: string }} bases public origin, and the API base for `href`s
 * @returns {Record<string, unknown>}
 * @throws {import("../http/api-errors.mjs").ApiError}
 */
export function handleSearch(state, requestUrl, bases) {
  const { store, refs, renderer } = state;
  const params = parseSearchParams(requestUrl.searchParams, {
    types: store.config.types,
    models: store.models,
    masterLang: store.config.masterLang,
    masterRef: refs.masterRef,
  });
  const set = documentSetForRef(state, params.ref);
  const found = searchDocuments({
    set,
    filters: params.filters,
    lang: params.lang,
    orderings: params.orderings,
    after: params.after,
    page: params.page,
    pageSize: params.pageSize,
  });
  const renderOptions = {
    ref: params.ref,
    apiBase: bases.apiBase,
    routes: params.routes,
    brokenRoute: params.brokenRoute,
    fetchLinks: params.fetchLinks,
    fetch: params.fetch,
    graphQuery: params.graphQuery,
  };
  const results = found.documents.map((doc) => renderer.render(doc, set, renderOptions));
  const pageUrl = (/** @type {number} */ page) => {
    const query = new URLSearchParams(requestUrl.searchParams);
    query.set("page", String(page));
    return `${bases.publicUrl}${requestUrl.pathname}?${query.toString()}`;
  };
  return {
    page: params.page,
    results_per_page: params.pageSize,
    results_size: results.length,
    total_results_size: found.total,
    total_pages: found.totalPages,
    next_page: params.page < found.totalPages ? pageUrl(params.page + 1) : null,
    prev_page: params.page > 1 ? pageUrl(params.page - 1) : null,
    results,
    version: contentVersion(store),
    license: "All Rights Reserved",
  };
}

/**
 * The short content version Prismic reports (`version`): 7 hex digits of the content hash.
 * @param {import("../store/load-store.mjs").Store} store
 */
export function contentVersion(store) {
  return store.contentHash.slice(0, 7);
}
