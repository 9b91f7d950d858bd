// @ts-check
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { loadAssetCatalog } from "./asset-catalog.mjs";
import { assertAssetReferences } from "./asset-references.mjs";
import { displayPath } from "../../../lib/display-path.mjs";
import { ContentValidationError } from "./content-error.mjs";
import { toStoredDocument } from "./document-file.mjs";
import { DocumentSet } from "./document-set.mjs";
import { listFiles, readJsonFile } from "./read-files.mjs";
import { loadRepositoryConfig } from "./repository-config.mjs";
import { syntheticDocuments } from "./synthetic-documents.mjs";
import { exportRepositoryConfig, isPrismicExport, readPrismicExport } from "./prismic-export.mjs";
import { readLocaleNames } from "./locale-names.mjs";
import { fitDocument, loadModels, ModelError } from "../models/index.mjs";
import { collectFieldsText } from "../query/text.mjs";

/**
 * Everything read from a content directory.
 * @typedef {{
 *   contentDir: string,
 *   config: import("./repository-config.mjs").RepositoryConfig,
 *   master: DocumentSet,
 *   releases: Map<string, DocumentSet>,
 *   drafts: DocumentSet,
 *   previews: { master: DocumentSet, releases: Map<string, DocumentSet> },
 *   assets: import("./asset-catalog.mjs").AssetCatalog,
 *   contentHash: string,
 *   draftsHash: string,
 *   models: import("../models/load-models.mjs").Models,
 *   modelProblems: ModelReportEntry[],
 *   format: "api" | "prismic-export",
 * }} Store
 *
 * A way a document file does not fit its model (reported at start-up; the document is served fitted).
 * @typedef {{ file: string, field: string, message: string }} ModelReportEntry
 *
 * `drafts` holds the drafts alone (for listing); `previews` what a preview ref shows: master, or
 * each release, with every draft overlaid (a draft replaces the document with its id, or adds a
 * new one). `contentHash` covers the published content only (repository.json, documents,
 * releases, assets), so refs and webhooks ignore draft changes; `draftsHash` covers drafts/.
 */

/**
 * Loads and validates a content directory (repository.json, documents/, releases/, drafts/,
 * assets/). Throws a ContentValidationError (one-line message naming the file) on the first problem.
 * `syntheticDocuments` adds that many generated documents to master (synthetic-documents.mjs).
 *
 * Models (custom types and shared slices, models/) come from `modelsDir` (null: none); by default
 * from the content directory when it holds `customtypes/` (a Prismic project or export), else from
 * its parent (this repository: `content/` beside `customtypes/` and `src/slices/`). With models,
 * every document is served fitted to its custom type (every field present, empty when unset) and
 * each misfit is listed in `modelProblems` instead of stopping the load.
 *
 * Without repository.json, a `documents/` folder in Prismic's export format is loaded as such
 * (prismic-export.mjs): languages, master language and types derived from the files and models.
 * @param {string} contentDir
 * @param {{ syntheticDocuments?: number, modelsDir?: string | null }} [options]
 * @returns {Promise<Store>}
 */
export async function loadStore(contentDir, { syntheticDocuments: synthetic = 0, modelsDir } = {}) {
  const root = path.resolve(contentDir);
  await assertDirectory(root);
  const hash = createHash("sha256");

  const models = await loadStoreModels(root, modelsDir);
  hash.update(`models\0${modelsFingerprint(models)}\0`);
  /** @type {ModelReportEntry[]} */
  const modelProblems = [];
  /** @param {import("./document-file.mjs").StoredDocument[]} docs */
  const fitAll = (docs) => fitToModels(docs, models, modelProblems);

  const exportFormat = !(await fileExists(path.join(root, "repository.json"))) && (await isPrismicExport(root));
  const localeName = await readLocaleNames(root, hash);
  /** @type {import("./repository-config.mjs").RepositoryConfig} */
  let config;
  /** @type {import("./document-file.mjs").StoredDocument[]} */
  let masterDocs;
  if (exportFormat) {
    const exported = await readPrismicExport(root, hash);
    config = exportRepositoryConfig(exported, models, localeName);
    hash.update(`repository\0${JSON.stringify(config)}\0`);
    masterDocs = fitAll(exported.map((doc) => toStoredDocument(doc.file, doc.raw, config)));
  } else {
    const loaded = await loadRepositoryConfig(root, localeName, models);
    config = loaded.config;
    hash.update(`repository.json\0${loaded.bytes.length}\0`).update(loaded.bytes);
    masterDocs = fitAll(await readDocumentDir(path.join(root, "documents"), config, root, hash));
  }

  const assets = await loadAssetCatalog(root);
  for (const asset of assets.values()) hash.update(`${asset.urlPath}\0${asset.size}\0`);
  if (synthetic > 0) {
    masterDocs.push(...syntheticDocuments(masterDocs, synthetic, config));
    hash.update(`synthetic\0${synthetic}\0`);
  }
  assertUniqueness(masterDocs);

  /** @type {Map<string, DocumentSet>} */
  const releases = new Map();
  const releaseRoot = path.join(root, "releases");
  const releaseDirs = await listDirectories(releaseRoot);
  for (const dir of releaseDirs) {
    if (!config.releases.some((release) => release.id === dir)) {
      throw new ContentValidationError(
        path.join(releaseRoot, dir),
        `release "${dir}" is not declared in repository.json releases (${config.releases.map((r) => r.id).join(", ") || "none"})`,
      );
    }
  }
  /** @type {Map<string, import("./document-file.mjs").StoredDocument[]>} */
  const releaseDocsById = new Map();
  for (const release of config.releases) {
    const releaseDocs = fitAll(await readDocumentDir(path.join(releaseRoot, release.id), config, root, hash));
    assertUniqueness(releaseDocs);
    const merged = overlay(masterDocs, releaseDocs);
    releaseDocsById.set(release.id, merged);
    releases.set(release.id, new DocumentSet(merged));
  }

  const draftsHash = createHash("sha256");
  // An export's drafts/ holds files in the export's own format.
  const draftFiles = exportFormat
    ? (await readPrismicExport(root, draftsHash, "drafts")).map((doc) => toStoredDocument(doc.file, doc.raw, config))
    : await readDocumentDir(path.join(root, "drafts"), config, root, draftsHash);
  const draftDocs = fitAll(draftFiles);
  assertUniqueness(draftDocs);
  assertDraftsKeepTypeAndLang(draftDocs, [masterDocs, ...releaseDocsById.values()]);
  const previews = {
    master: new DocumentSet(overlay(masterDocs, draftDocs)),
    releases: new Map([...releaseDocsById].map(([id, docs]) => [id, new DocumentSet(overlay(docs, draftDocs))])),
  };

  for (const doc of masterDocs) assertAssetReferences(doc, assets);
  for (const set of releases.values()) for (const doc of set.documents) assertAssetReferences(doc, assets);
  for (const doc of draftDocs) assertAssetReferences(doc, assets);

  return {
    contentDir: root,
    config,
    master: new DocumentSet(masterDocs),
    releases,
    drafts: new DocumentSet(draftDocs),
    previews,
    assets,
    contentHash: hash.digest("hex"),
    draftsHash: draftsHash.digest("hex"),
    models,
    modelProblems,
    format: exportFormat ? "prismic-export" : "api",
  };
}

/**
 * @param {string} root content directory
 * @param {string | null | undefined} modelsDir
 * @returns {Promise<import("../models/load-models.mjs").Models>}
 */
async function loadStoreModels(root, modelsDir) {
  const none = { rootDir: "", customTypes: new Map(), slices: new Map() };
  if (modelsDir === null) return none;
  let dir = modelsDir ? path.resolve(modelsDir) : null;
  if (!dir) {
    for (const candidate of [root, path.dirname(root)]) {
      if (await directoryExists(path.join(candidate, "customtypes"))) {
        dir = candidate;
        break;
      }
    }
  }
  if (!dir) return none;
  try {
    return await loadModels(dir);
  } catch (error) {
    if (error instanceof ModelError) throw new ContentValidationError(error.file, error.problem);
    throw error;
  }
}

/**
 * A stable string of the models (changed models change what is served, hence the refs).
 * @param {import("../models/load-models.mjs").Models} models
 */
function modelsFingerprint(models) {
  return JSON.stringify([
    [...models.customTypes.values()].map((ct) => [ct.id, ct.label, [...ct.fields]]),
    [...models.slices.values()].map((slice) => [slice.id, [...slice.variations]]),
  ]);
}

/**
 * Replaces each document's data with its fitted data, recording the misfits.
 * @param {import("./document-file.mjs").StoredDocument[]} docs
 * @param {import("../models/load-models.mjs").Models} models
 * @param {ModelReportEntry[]} problems
 */
function fitToModels(docs, models, problems) {
  if (models.customTypes.size === 0) return docs;
  return docs.map((doc) => {
    const fitted = fitDocument(doc, models);
    for (const problem of fitted.problems) problems.push({ file: doc.file, ...problem });
    const customType = models.customTypes.get(doc.type);
    const fulltext = customType ? collectFieldsText(fitted.data, Object.fromEntries(customType.fields), models, []) : undefined;
    return { ...doc, data: fitted.data, fulltext };
  });
}

/** @param {string} file */
async function fileExists(file) {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}

/** @param {string} dir */
async function directoryExists(dir) {
  return (await fs.stat(dir).catch(() => null))?.isDirectory() ?? false;
}

/**
 * `base` with `changes` on top: a document of `changes` replaces the one with its id, or is added.
 * The result must still have unique ids and (type, lang, uid); a clash names the file of `changes`.
 * @param {import("./document-file.mjs").StoredDocument[]} base
 * @param {import("./document-file.mjs").StoredDocument[]} changes
 */
function overlay(base, changes) {
  if (changes.length === 0) return base;
  const replaced = new Set(changes.map((doc) => doc.id));
  const merged = [...base.filter((doc) => !replaced.has(doc.id)), ...changes];
  assertUniqueness(merged);
  return merged;
}

/**
 * A draft of an existing document (same id) may change anything but its type and language, as
 * in Prismic.
 * @param {import("./document-file.mjs").StoredDocument[]} drafts
 * @param {import("./document-file.mjs").StoredDocument[][]} publishedSets
 */
function assertDraftsKeepTypeAndLang(drafts, publishedSets) {
  for (const draft of drafts) {
    for (const set of publishedSets) {
      const published = set.find((doc) => doc.id === draft.id);
      if (!published) continue;
      for (const key of /** @type {const} */ (["type", "lang"])) {
        if (published[key] !== draft[key]) {
          throw new ContentValidationError(
            draft.file,
            `draft of "${draft.id}" changes its ${key} from "${published[key]}" to "${draft[key]}" (also in ${displayPath(published.file)}); a draft keeps the ${key} of its document`,
          );
        }
      }
    }
  }
}

/**
 * @param {string} dir
 * @param {import("./repository-config.mjs").RepositoryConfig} config
 * @param {string} root content directory (for hashing relative paths)
 * @param {import("node:crypto").Hash} hash
 */
async function readDocumentDir(dir, config, root, hash) {
  const files = await listFiles(dir, (name) => name.endsWith(".json"));
  const documents = [];
  for (const file of files) {
    const { value, bytes } = await readJsonFile(file);
    hash.update(`${path.relative(root, file)}\0${bytes.length}\0`).update(bytes);
    documents.push(toStoredDocument(file, value, config));
  }
  return documents;
}

/**
 * Rejects duplicate ids and duplicate (type, lang, uid) within one set of documents.
 * @param {import("./document-file.mjs").StoredDocument[]} documents
 */
function assertUniqueness(documents) {
  /** @type {Map<string, string>} */
  const ids = new Map();
  /** @type {Map<string, string>} */
  const uids = new Map();
  for (const doc of documents) {
    const previous = ids.get(doc.id);
    if (previous) throw new ContentValidationError(doc.file, `duplicate id "${doc.id}" (also in ${displayPath(previous)})`);
    ids.set(doc.id, doc.file);
    if (doc.uid === null) continue;
    const key = `${doc.type}\0${doc.lang}\0${doc.uid}`;
    const sameUid = uids.get(key);
    if (sameUid) {
      throw new ContentValidationError(
        doc.file,
        `duplicate uid "${doc.uid}" for type "${doc.type}" and lang "${doc.lang}" (also in ${displayPath(sameUid)})`,
      );
    }
    uids.set(key, doc.file);
  }
}

/** @param {string} dir */
async function assertDirectory(dir) {
  const stat = await fs.stat(dir).catch(() => null);
  if (!stat?.isDirectory()) throw new ContentValidationError(dir, "content directory not found");
}

/**
 * Names of the sub-directories of `dir` ([] when it does not exist).
 * @param {string} dir
 */
async function listDirectories(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith(".")).map((entry) => entry.name).sort();
}
