import { createHash } from "node:crypto";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { startContentService } from "../../../services/content/server.mjs";
import { baseUrl } from "../pull/to-disk.mjs";
import { comparableDocument } from "./comparable.mjs";
import { documentRoutes } from "../../../src/config/routeTable.ts";
import { LOCALES } from "../../../src/config/countries.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * What the site sees of a content directory, independent of the ids and publication dates a
 * repository gives its documents: the local content service is started on the directory and every
 * document is read through the unmodified client with the site's routes (every locale), then each
 * document is keyed by `type/lang/uid`, with its page URL, its translations (by their keys) and its
 * uid, tags and data in repository-independent terms (lib/comparable.mjs): links name their target
 * by that key, images and media links their file by the SHA-256 of its bytes (downloaded from the
 * service). Two directories with equal snapshots give the site the same pages (same URLs, same
 * fields, same links, same files).
 * @param {string} contentDir
 * @returns {Promise<Record<string, unknown>>} keyed by `type/lang/uid`
 */
export async function contentSnapshot(contentDir) {
  // The project's models for every directory, so both sides are served fitted the same way.
  const service = await startContentService({ port: 0, contentDir, modelsDir: ROOT });
  try {
    const routes = LOCALES.flatMap((locale) => documentRoutes(locale));
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
    /** @type {import("./comparable.mjs").Resolvers} */
    const resolvers = {
      targetOf: (id) => keyById.get(id) ?? `missing:${id}`,
      fileOf: (node) => hashOf(node.url),
    };
    /** @type {Record<string, unknown>} */
    const snapshot = {};
    for (const doc of documents) {
      const key = /** @type {string} */ (keyById.get(doc.id));
      snapshot[key] = {
        url: doc.url,
        alternates: doc.alternate_languages.map((alternate) => keyById.get(alternate.id) ?? `missing:${alternate.id}`).sort(),
        ...(await comparableDocument(doc, resolvers)),
      };
    }
    return snapshot;
  } finally {
    await service.close();
  }
}
