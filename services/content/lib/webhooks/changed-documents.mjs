// @ts-check
/**
 * @typedef {import("../store/load-store.mjs").Store} Store
 * @typedef {import("../store/document-set.mjs").DocumentSet} DocumentSet
 * @typedef {import("../store/document-file.mjs").StoredDocument} StoredDocument
 */

/** @type {WeakMap<StoredDocument, string>} */
const fingerprints = new WeakMap();

/**
 * Ids of the documents added, changed or removed between two loads of the published content, in
 * master or in any release (drafts are not published content). A release that exists on one side
 * only is compared with the other side's master, so it contributes the documents it changes.
 * @param {Store} before
 * @param {Store} after
 * @returns {string[]} sorted ids
 */
export function changedDocumentIds(before, after) {
  /** @type {Set<string>} */
  const changed = new Set();
  compareSets(before.master, after.master, changed);
  const releaseIds = new Set([...before.releases.keys(), ...after.releases.keys()]);
  for (const id of releaseIds) {
    compareSets(before.releases.get(id) ?? before.master, after.releases.get(id) ?? after.master, changed);
  }
  return [...changed].sort();
}

/**
 * @param {DocumentSet} a
 * @param {DocumentSet} b
 * @param {Set<string>} changed
 */
function compareSets(a, b, changed) {
  if (a === b) return;
  for (const doc of a.documents) {
    const other = b.get(doc.id);
    if (!other || fingerprint(doc) !== fingerprint(other)) changed.add(doc.id);
  }
  for (const doc of b.documents) if (!a.get(doc.id)) changed.add(doc.id);
}

/**
 * Everything the API shows of a stored document (not the file it came from).
 * @param {StoredDocument} doc
 */
function fingerprint(doc) {
  let value = fingerprints.get(doc);
  if (value === undefined) {
    const { file: _file, ...shown } = doc;
    value = JSON.stringify(shown);
    fingerprints.set(doc, value);
  }
  return value;
}
