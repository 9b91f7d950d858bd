// @ts-check
import { forEachDocumentLink } from "./document-links.mjs";
import { applyFetch, applyFetchLinks } from "./field-lists.mjs";
import { applyGraphQuery } from "./graph-query.mjs";
import { prepareDocument } from "./prepare-document.mjs";
import { resolveUrl } from "./routes.mjs";

/**
 * @typedef {import("../store/document-file.mjs").StoredDocument} StoredDocument
 * @typedef {import("../store/document-set.mjs").DocumentSet} DocumentSet
 * @typedef {import("./prepare-document.mjs").ApiDocument} ApiDocument
 * @typedef {{
 *   ref: string,
 *   apiBase: string,
 *   routes: import("./routes.mjs").Route[] | null,
 *   brokenRoute: string | null,
 *   fetchLinks: Map<string, Set<string>>,
 *   fetch: Map<string, Set<string>>,
 *   graphQuery?: import("./graph-query.mjs").GraphQuery | null,
 * }} RenderOptions
 */

/**
 * Turns stored documents into API documents. The request-independent part is cached per
 * document set; each call returns a fresh copy with `href`, `url`s and fetched links filled.
 */
export class DocumentRenderer {
  /**
   * @param {{ store: import("../store/load-store.mjs").Store, publicUrl: string }} options
   */
  constructor({ store, publicUrl }) {
    this.store = store;
    this.context = {
      assets: store.assets,
      publicUrl,
      languageOrder: store.config.languages.map((lang) => lang.id),
    };
    /** @type {WeakMap<DocumentSet, Map<string, ApiDocument>>} */
    this.cache = new WeakMap();
  }

  /**
   * The cached request-independent rendering of a document of `set`.
   * @param {DocumentSet} set
   * @param {StoredDocument} doc
   * @returns {ApiDocument}
   */
  prepared(set, doc) {
    let perSet = this.cache.get(set);
    if (!perSet) {
      perSet = new Map();
      this.cache.set(set, perSet);
    }
    let prepared = perSet.get(doc.id);
    if (!prepared) {
      prepared = prepareDocument(doc, set, this.context);
      perSet.set(doc.id, prepared);
    }
    return prepared;
  }

  /**
   * A document as one search result.
   * @param {StoredDocument} doc
   * @param {DocumentSet} set
   * @param {RenderOptions} options
   * @returns {ApiDocument}
   */
  render(doc, set, options) {
    const out = structuredClone(this.prepared(set, doc));
    out.href = documentHref(options.apiBase, options.ref, doc.id);
    applyFetch(out, options.fetch);
    const findRendered = (/** @type {string} */ id) => {
      const target = set.get(id);
      return target ? this.prepared(set, target) : undefined;
    };
    applyFetchLinks(out.data, options.fetchLinks, findRendered);
    if (options.graphQuery) applyGraphQuery(out, options.graphQuery, findRendered);

    const { routes, brokenRoute } = options;
    if (routes || brokenRoute !== null) {
      const context = { findDocument: (/** @type {string} */ id) => set.get(id), masterLang: this.store.config.masterLang };
      if (routes) out.url = resolveUrl(doc, routes, context);
      forEachDocumentLink(out.data, (link) => {
        const target = link.isBroken ? undefined : set.get(link.id);
        if (!target) link.url = brokenRoute;
        else if (routes) link.url = resolveUrl(target, routes, context);
      });
    }
    return out;
  }
}

/**
 * The `href` Prismic gives each document: a search URL selecting it by id.
 * @param {string} apiBase e.g. `http://localhost:3100/api/v2`
 * @param {string} ref
 * @param {string} id
 */
function documentHref(apiBase, ref, id) {
  const query = `[[:d = at(document.id, "${id}") ]]`;
  return `${apiBase}/documents/search?ref=${encodeURIComponent(ref)}&q=${encodeURIComponent(query)}`;
}
