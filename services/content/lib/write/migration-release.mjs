// @ts-check
import fs from "node:fs/promises";
import path from "node:path";
import { listFiles } from "../store/read-files.mjs";
import { writeJsonAtomic } from "./json-files.mjs";

/**
 * The repository's migration release: the documents the Migration API created or updated, waiting
 * for an editor to publish them. One file per document, `<contentDir>/migration-release/<id>.json`
 * (`{ id, title, type, uid, lang, tags, alternate_language_id, data }`, `data` in the on-disk
 * shape). The Content API does not serve them; publishing moves them to `documents/`.
 *
 * @typedef {{ id: string, title: string, type: string, uid: string | null, lang: string, tags: string[], alternate_language_id: string | null, data: Record<string, unknown> }} ReleaseDocument
 */
export class MigrationRelease {
  /** @param {string} root content directory */
  constructor(root) {
    this.dir = path.join(root, "migration-release");
  }

  /** @returns {Promise<ReleaseDocument[]>} */
  async list() {
    const files = await listFiles(this.dir, (name) => name.endsWith(".json"));
    return Promise.all(files.map(async (file) => JSON.parse(await fs.readFile(file, "utf8"))));
  }

  /** @param {ReleaseDocument} document */
  async save(document) {
    await writeJsonAtomic(path.join(this.dir, `${document.id}.json`), document);
  }

  /** Empties the release (after publishing). */
  async clear() {
    await fs.rm(this.dir, { recursive: true, force: true });
  }
}
