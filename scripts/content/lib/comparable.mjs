import { createHash } from "node:crypto";
import { isApiImage } from "../pull/to-disk.mjs";

/**
 * A Content API document in terms that do not depend on the repository it was read from, so that
 * two repositories (or a repository and a content directory served by the local service) can be
 * compared: ids, publication dates and URLs are left out; a document link names its target by
 * `type/lang/uid`; an image or a media link names its file (how is up to the caller: a SHA-256,
 * or the push's asset marker) and keeps what an editor chooses for it (alt text, copyright, crop
 * and size, thumbnails, the link's name); slices lose their repository-given ids. What the Content
 * API derives from a link's target (its type, tags, uid, url…) or from a file (its kind, size,
 * width and height) is left out too: the target and the file stand for them.
 *
 * Used by the round-trip snapshot (lib/snapshot.mjs) and by content:push to find documents whose
 * content differs from the repository's (push/differences.mjs).
 *
 * @typedef {{
 *   targetOf: (id: string) => string,
 *   fileOf: (node: { id?: string, url: string }) => string | Promise<string>,
 * }} Resolvers `targetOf`: a document id → `type/lang/uid`; `fileOf`: an image or media link → what identifies its file
 * @typedef {{ uid: string | null, tags: string[], data: unknown }} ComparableDocument
 */

/** What the Content API adds to a document link from its target document. */
const LINK_DERIVED = new Set(["id", "type", "tags", "lang", "slug", "uid", "isBroken", "url", "data", "first_publication_date", "last_publication_date", "key"]);
/** What the Content API adds to a media link from its file. */
const MEDIA_DERIVED = new Set(["id", "key", "url", "kind", "size", "width", "height"]);

/**
 * A document's uid, tags (sorted) and data in repository-independent terms.
 * @param {{ uid?: string | null, tags: string[], data: unknown }} doc a Content API document
 * @param {Resolvers} resolvers
 * @returns {Promise<ComparableDocument>}
 */
export async function comparableDocument(doc, resolvers) {
  return { uid: doc.uid ?? null, tags: [...doc.tags].sort(), data: await comparableData(doc.data, resolvers) };
}

/**
 * A Content API value (a document's data or any part of it) in repository-independent terms.
 * @param {unknown} node
 * @param {Resolvers} resolvers
 * @returns {Promise<unknown>}
 */
async function comparableData(node, resolvers) {
  if (Array.isArray(node)) return Promise.all(node.map((item) => comparableData(item, resolvers)));
  if (!node || typeof node !== "object") return node;
  const value = /** @type {Record<string, any>} */ (node);
  if (value.link_type === "Document") {
    const rest = without(value, LINK_DERIVED);
    return { ...(await comparableEntries(rest, resolvers)), target: typeof value.id === "string" ? resolvers.targetOf(value.id) : null };
  }
  if (value.link_type === "Media") {
    const rest = without(value, MEDIA_DERIVED);
    return { ...(await comparableEntries(rest, resolvers)), file: typeof value.url === "string" ? await resolvers.fileOf(/** @type {{ url: string }} */ (value)) : null };
  }
  if (value.link_type !== undefined) return comparableEntries(without(value, new Set(["key"])), resolvers);
  if (isApiImage(value)) {
    const rest = without(value, new Set(["id", "url"]));
    return { ...(await comparableEntries(rest, resolvers)), file: await resolvers.fileOf(/** @type {{ url: string }} */ (value)) };
  }
  // A slice's id is the repository's.
  return comparableEntries(typeof value.slice_type === "string" ? without(value, new Set(["id"])) : value, resolvers);
}

/**
 * @param {Record<string, unknown>} value
 * @param {Resolvers} resolvers
 */
async function comparableEntries(value, resolvers) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, child] of Object.entries(value)) out[key] = await comparableData(child, resolvers);
  return out;
}

/**
 * @param {Record<string, unknown>} value
 * @param {Set<string>} keys
 */
function without(value, keys) {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key)));
}

/**
 * The parts of a comparable document a difference is reported by, each as a short hash of its
 * canonical JSON: `uid`, `tags`, every data field (`data.title`), and each slice of a slice zone and
 * each item of a group (`data.body[2]`, `data.related_products[0]`). Two documents differ where
 * their hashes do. content:push keeps these hashes in its journal (the content it wrote) for the
 * documents it cannot read back, those waiting in the migration release.
 * @param {ComparableDocument} doc
 * @returns {Record<string, string>}
 */
export function fieldHashes(doc) {
  /** @type {Record<string, string>} */
  const hashes = { uid: hashOf(doc.uid), tags: hashOf(doc.tags) };
  const data = /** @type {Record<string, unknown>} */ (doc.data && typeof doc.data === "object" ? doc.data : {});
  for (const [key, value] of Object.entries(data)) {
    const where = `data.${key}`;
    if (isRepeatable(value)) value.forEach((item, index) => (hashes[`${where}[${index}]`] = hashOf(item)));
    else hashes[where] = hashOf(value);
  }
  return hashes;
}

/**
 * Where two sets of field hashes differ, in the order of `ours` then of `theirs`.
 * @param {Record<string, string>} theirs
 * @param {Record<string, string>} ours
 * @returns {string[]}
 */
export function differingFields(theirs, ours) {
  const paths = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])];
  return paths.filter((where) => ours[where] !== theirs[where]);
}

/**
 * True for a slice zone or a group: a non-empty array of objects that are not rich text blocks
 * (which have a `type`, a slice has a `slice_type`).
 * @param {unknown} value
 * @returns {value is Record<string, unknown>[]}
 */
function isRepeatable(value) {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => item && typeof item === "object" && !Array.isArray(item) && (typeof item.slice_type === "string" || typeof item.type !== "string"))
  );
}

/** @param {unknown} value */
function hashOf(value) {
  return createHash("sha256").update(canonicalJson(value)).digest("hex").slice(0, 16);
}

/**
 * JSON with object keys sorted, so that the same content read from two APIs hashes the same.
 * @param {unknown} value
 * @returns {string}
 */
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, child]) => child !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
