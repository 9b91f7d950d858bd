import path from "node:path";
import { loadRepositoryConfig } from "../../../services/content/lib/store/repository-config.mjs";
import { toStoredDocument } from "../../../services/content/lib/store/document-file.mjs";
import { listFiles, readJsonFile } from "../../../services/content/lib/store/read-files.mjs";

/**
 * A content directory's documents as written (before the service fits them to their models),
 * in sets: `master` (documents/), one per release (releases/<id>/), and `drafts` (drafts/). A file
 * the service would refuse (bad JSON, missing id/type/lang, unknown type or language…) becomes a
 * finding instead of stopping the check.
 * @typedef {import("../../../services/content/lib/store/document-file.mjs").StoredDocument} StoredDocument
 * @typedef {{ name: string, documents: StoredDocument[] }} DocumentSetRead
 * @param {string} contentDir
 * @param {import("../../../services/content/lib/models/load-models.mjs").Models} models (their custom types are the known types)
 * @returns {Promise<{ config: import("../../../services/content/lib/store/repository-config.mjs").RepositoryConfig, sets: DocumentSetRead[], unreadable: { file: string, message: string }[] }>}
 */
export async function readContent(contentDir, models) {
  const { config } = await loadRepositoryConfig(contentDir, undefined, models);
  /** @type {{ file: string, message: string }[]} */
  const unreadable = [];
  /** @param {string} dir */
  const read = async (dir) => {
    const documents = [];
    for (const file of await listFiles(dir, (name) => name.endsWith(".json"))) {
      try {
        const { value } = await readJsonFile(file);
        documents.push(toStoredDocument(file, value, config));
      } catch (error) {
        unreadable.push({ file, message: /** @type {any} */ (error).problem ?? /** @type {Error} */ (error).message });
      }
    }
    return documents;
  };
  /** @type {DocumentSetRead[]} */
  const sets = [{ name: "published", documents: await read(path.join(contentDir, "documents")) }];
  for (const release of config.releases) sets.push({ name: `release ${release.id}`, documents: await read(path.join(contentDir, "releases", release.id)) });
  sets.push({ name: "drafts", documents: await read(path.join(contentDir, "drafts")) });
  return { config, sets, unreadable };
}
