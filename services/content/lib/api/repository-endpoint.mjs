// @ts-check
import { contentVersion } from "./search-endpoint.mjs";

const STRING_FIELD = { type: "String", multiple: false };
const INTEGER_FIELD = { type: "Integer", multiple: false };

/**
 * Answers `GET …/api/v2`: refs (master, then releases), languages, types, tags and the
 * `everything` search form, as Prismic's repository endpoint.
 * @param {import("./content-state.mjs").ContentState} state
 * @param {{ publicUrl: string, apiBase: string, accessTokenRequired: boolean }} options
 * @returns {Record<string, unknown>}
 */
export function handleRepository(state, { publicUrl, apiBase, accessTokenRequired }) {
  const { store, refs } = state;
  const releaseRefs = store.config.releases
    .filter((release) => refs.releaseRefs.has(release.id))
    .map((release) => {
      /** @type {{ id: string, ref: string, label: string, isMasterRef: boolean, scheduledAt?: string }} */
      const entry = {
        id: release.id,
        ref: /** @type {string} */ (refs.releaseRefs.get(release.id)),
        label: release.label,
        isMasterRef: false,
      };
      if (release.scheduledAt) entry.scheduledAt = release.scheduledAt;
      return entry;
    });

  /** @type {Record<string, { type: string, multiple: boolean, default?: string }>} */
  const fields = {
    ref: STRING_FIELD,
    q: { type: "String", multiple: true },
    lang: STRING_FIELD,
    page: { ...INTEGER_FIELD, default: "1" },
    pageSize: { ...INTEGER_FIELD, default: "20" },
    after: STRING_FIELD,
    fetch: STRING_FIELD,
    fetchLinks: STRING_FIELD,
    graphQuery: STRING_FIELD,
    orderings: STRING_FIELD,
    referer: STRING_FIELD,
  };
  if (accessTokenRequired) fields.access_token = STRING_FIELD;

  return {
    refs: [{ id: "master", ref: refs.masterRef, label: "Master", isMasterRef: true }, ...releaseRefs],
    bookmarks: {},
    types: { ...store.config.types },
    languages: store.config.languages.map((lang) => ({ ...lang })),
    tags: store.master.tags(),
    forms: {
      everything: {
        method: "GET",
        enctype: "application/x-www-form-urlencoded",
        action: `${apiBase}/documents/search`,
        fields,
      },
    },
    oauth_initiate: `${publicUrl}/auth`,
    oauth_token: `${publicUrl}/auth/token`,
    version: contentVersion(store),
    license: "All Rights Reserved",
    experiments: { draft: [], running: [] },
    integrationFieldsRef: null,
  };
}
