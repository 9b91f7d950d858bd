import { createHash } from "node:crypto";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { startContentService } from "../../../services/content/server.mjs";
import { baseUrl, isApiImage } from "../pull/to-disk.mjs";
import { documentRoutes } from "../../../src/config/routeTable.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * What the site sees of a content directory, independent of the ids and publication dates a
 * repository gives its documents: the local content service is started on the directory and every
 * document is read through the unmodified client with the site's routes (both locales), then each
 * document is keyed by `type/lang/uid` (publication dates left out: a repository sets its own), its links name their target by that key, its images and
 * media links by the SHA-256 of the file's bytes (downloaded from the service), and its
 * translations by their keys. Two directories with equal snapshots give the site the same pages
 * (same URLs, same fields, same links, same files).
 * @param {string} contentDir
 * @returns {Promise<Record<string, unknown>>} keyed by `type/lang/uid`
 */
export async function contentSnapshot(contentDir) {
  // The project's models for every directory, so both sides are served fitted the same way.
  const service = await startContentService({ port: 0, contentDir, modelsDir: ROOT });
  try {
    const routes = [...documentRoutes("es-es"), ...documentRoutes("es-co")];
    const client = prismic.createClient("snapshot", { documentAPIEndpoint: service.apiEndpoint, routes });
    const documents = await client.dangerouslyGetAll({ lang: "*" });
    const keyById = new Map(documents.map((doc) => [doc.id, `${doc.type}/${doc.lang}/${doc.uid ?? "-"}`]));
    /** @type {Map<string, string>} */
    const hashes = new Map();
    const hashOf = async (/** @type {string} */ url) => {
      const base = baseUrl(url);
      if (!hashes.has(base)) {
        const response = await fetch(base);
        if (!response.ok) throw new Error(`${base}: HTTP ${response.status}`);
        hashes.set(base, createHash("sha256").update(Buffer.from(await response.arrayBuffer())).digest("hex"));
      }
      return /** @type {string} */ (hashes.get(base));
    };
    /** @param {unknown} node @returns {Promise<unknown>} */
    const normalize = async (node) => {
      if (Array.isArray(node)) return Promise.all(node.map(normalize));
      if (!node || typeof node !== "object") return node;
      const value = /** @type {Record<string, any>} */ (node);
      if (value.link_type === "Document") {
        // Publication dates are the repository's own (Prismic sets them when an editor publishes).
        const { id, first_publication_date: _first, last_publication_date: _last, ...rest } = value;
        return { ...rest, target: keyById.get(id) ?? `missing:${id}` };
      }
      if (value.link_type === "Media") {
        const { id: _id, key: _key, url, ...rest } = value;
        return { ...rest, file: await hashOf(url) };
      }
      const out = /** @type {Record<string, unknown>} */ ({});
      for (const [key, child] of Object.entries(value)) {
        if (isApiImage(value) && key === "id") continue;
        if (isApiImage(value) && key === "url") {
          out.file = await hashOf(child);
          out.urlParams = new URL(child).searchParams.toString();
          continue;
        }
        out[key] = await normalize(child);
      }
      return out;
    };
    /** @type {Record<string, unknown>} */
    const snapshot = {};
    for (const doc of documents) {
      const key = /** @type {string} */ (keyById.get(doc.id));
      snapshot[key] = {
        url: doc.url,
        tags: [...doc.tags].sort(),
        alternates: doc.alternate_languages.map((alternate) => keyById.get(alternate.id) ?? `missing:${alternate.id}`).sort(),
        data: await normalize(doc.data),
      };
    }
    return snapshot;
  } finally {
    await service.close();
  }
}
