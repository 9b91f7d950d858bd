// @ts-check
/**
 * @typedef {{
 *   store: import("../store/load-store.mjs").Store,
 *   refs: import("../refs/ref-table.mjs").RefTable,
 *   renderer: import("../render/renderer.mjs").DocumentRenderer,
 * }} ContentState
 */

import { previewTokenExpired, refExpired, refNotFound } from "../http/api-errors.mjs";

/**
 * The document set a ref shows (master, a release, or for a preview ref master or its release
 * with the drafts overlaid), or the Prismic error for a ref that is unknown (404), expired (410)
 * or an expired preview token (404).
 * @param {ContentState} state
 * @param {string} ref
 * @returns {import("../store/document-set.mjs").DocumentSet}
 * @throws {import("../http/api-errors.mjs").ApiError}
 */
export function documentSetForRef(state, ref) {
  const found = state.refs.resolve(ref);
  switch (found.status) {
    case "ok": {
      if (found.kind === "preview") {
        const preview = previewSet(state.store, found.releaseId);
        if (preview) return preview;
        throw refNotFound(state.refs.masterRef);
      }
      if (found.releaseId === null) return state.store.master;
      const release = state.store.releases.get(found.releaseId);
      if (release) return release;
      throw refNotFound(state.refs.masterRef);
    }
    case "expired":
      throw refExpired(state.refs.masterRef);
    case "preview-expired":
      throw previewTokenExpired();
    default:
      throw refNotFound(state.refs.masterRef);
  }
}

/**
 * What a preview ref shows: master (releaseId null) or a release, with every draft overlaid;
 * undefined for a release that no longer exists.
 * @param {import("../store/load-store.mjs").Store} store
 * @param {string | null} releaseId
 * @returns {import("../store/document-set.mjs").DocumentSet | undefined}
 */
export function previewSet(store, releaseId) {
  return releaseId === null ? store.previews.master : store.previews.releases.get(releaseId);
}
