import { createHash } from "node:crypto";
import * as prismic from "@prismicio/client";
import { startContentService } from "../../../services/content/server.mjs";
import { baseUrl } from "../pull/to-disk.mjs";
import { comparableDocument, differingFields, fieldHashes } from "../lib/comparable.mjs";
import { markerSha } from "./assets.mjs";
import { documentKey } from "./documents.mjs";

/**
 * How content:push tells whether a document already in the repository still has the content
 * directory's content. Both sides are compared as a Content API serves them, in
 * repository-independent terms (lib/comparable.mjs): the content directory through the local
 * content service (with the project's models, as the repository has them after the push), the
 * repository's published documents through `@prismicio/client`. A file is named by the SHA-256
 * prefix its asset marker carries (`sha256:<16 hex>`, push/assets.mjs); a repository file without
 * a marker (an editor's upload) is downloaded and hashed the same way.
 */

/** How many differing fields a report line names before "…". */
const LISTED_FIELDS = 4;

/**
 * The field hashes (lib/comparable.mjs `fieldHashes`) of every published document of a content
 * directory, by `type/lang/uid`.
 * @param {{ contentDir: string, modelsDir: string, assets: import("./assets.mjs").LocalAsset[] }} options
 * @returns {Promise<Map<string, Record<string, string>>>}
 */
export async function contentDirHashes({ contentDir, modelsDir, assets }) {
  const shaByPath = new Map(assets.map((asset) => [asset.urlPath, `sha256:${asset.sha}`]));
  // Model problems are content:check's to report; here the documents are only read.
  const service = await startContentService({ port: 0, contentDir, modelsDir, reportModelProblems: () => {} });
  try {
    const client = prismic.createClient("content-dir", { documentAPIEndpoint: service.apiEndpoint });
    const documents = await client.dangerouslyGetAll({ lang: "*" });
    const keyById = new Map(documents.map((doc) => [doc.id, documentKey(doc)]));
    /** @type {import("../lib/comparable.mjs").Resolvers} */
    const resolvers = {
      targetOf: (id) => keyById.get(id) ?? `missing:${id}`,
      fileOf: (node) => shaByPath.get(new URL(baseUrl(node.url)).pathname) ?? `missing:${baseUrl(node.url)}`,
    };
    /** @type {Map<string, Record<string, string>>} */
    const hashes = new Map();
    for (const doc of documents) hashes.set(documentKey(doc), fieldHashes(await comparableDocument(doc, resolvers)));
    return hashes;
  } finally {
    await service.close();
  }
}

/**
 * Resolvers for documents read from the repository: a link's target by the published documents'
 * and the journal's ids, a file by its asset's marker (or its downloaded bytes).
 * @param {Map<string, string>} keyById repository id → `type/lang/uid`
 * @param {import("./assets.mjs").RemoteAsset[]} remoteAssets the media library
 * @returns {import("../lib/comparable.mjs").Resolvers}
 */
export function repositoryResolvers(keyById, remoteAssets) {
  const byId = new Map(remoteAssets.map((asset) => [asset.id, asset]));
  /** @type {Map<string, Promise<string>>} */
  const downloaded = new Map();
  return {
    targetOf: (id) => keyById.get(id) ?? `missing:${id}`,
    fileOf: (node) => {
      const marked = typeof node.id === "string" ? markerSha(byId.get(node.id)) : null;
      if (marked) return `sha256:${marked}`;
      const url = baseUrl(node.url);
      if (!downloaded.has(url)) downloaded.set(url, downloadSha(url));
      return /** @type {Promise<string>} */ (downloaded.get(url));
    },
  };
}

/**
 * Where the repository's version of a document differs from the content directory's (`ours`, its
 * field hashes); none when they are the same. A published document is read as published, unless
 * the journal says the push's own newer version waits in the migration release over exactly that
 * published version (`over`); a document only in the migration release, which Prismic's APIs do
 * not serve, is compared with the fingerprint the journal kept when the push wrote it.
 * @param {Record<string, string>} ours
 * @param {{
 *   published: import("@prismicio/client").PrismicDocument | undefined,
 *   journaled: import("./journal.mjs").JournalEntry | undefined,
 *   resolvers: import("../lib/comparable.mjs").Resolvers,
 * }} repository
 * @returns {Promise<string[]>} field paths (`data.title`, `data.body[2]`…)
 */
export async function differencesFromRepository(ours, { published, journaled, resolvers }) {
  const waitsInRelease = published && journaled?.fingerprint && journaled.over === published.last_publication_date;
  const theirs = published && !waitsInRelease ? fieldHashes(await comparableDocument(published, resolvers)) : journaled?.fingerprint;
  if (!theirs) return ["unknown: written by a content:push that kept no fingerprint"];
  return differingFields(theirs, ours);
}

/**
 * The fields a report line names: the first few, then "…".
 * @param {string[]} fields
 */
export function fieldList(fields) {
  return fields.length > LISTED_FIELDS ? `${fields.slice(0, LISTED_FIELDS).join(", ")}…` : fields.join(", ");
}

/** @param {string} url */
async function downloadSha(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`reading ${url} to compare it: HTTP ${response.status}`);
  return `sha256:${createHash("sha256").update(Buffer.from(await response.arrayBuffer())).digest("hex").slice(0, 16)}`;
}
