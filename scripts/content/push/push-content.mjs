import path from "node:path";
import * as prismic from "@prismicio/client";
import { loadStore } from "../../../services/content/server.mjs";
import { findUploaded, listRemoteAssets, localAssets } from "./assets.mjs";
import { contentDirHashes, differencesFromRepository, fieldList, repositoryResolvers } from "./differences.mjs";
import { documentKey, documentTitle, mediaNames, migrationData, PushError } from "./documents.mjs";
import { PushJournal } from "./journal.mjs";
import { pushModels } from "./models.mjs";

/**
 * `npm run content:push`: the project's models, the content directory's assets and its published
 * documents (every locale) into a Prismic repository, through the unmodified `@prismicio/client`
 * write client and its migration; the documents land in the repository's migration release.
 *
 * A document already in the repository (published, with the same type, language and uid; or
 * created by an earlier push, per the journal) is not created again; one an interrupted push
 * created but did not fill is filled. Its content is compared with the content directory's
 * (push/differences.mjs; published documents as the Content API serves them, documents waiting in
 * the migration release by the fingerprint the journal kept when the push wrote them): one that
 * differs is reported and left alone (an editor may have changed it), or, with `update`, written
 * into the migration release with the Migration API (a new version for an editor to publish).
 * An asset already uploaded (same path and content, per its notes) is reused.
 *
 * @typedef {{
 *   repository: string,
 *   root: string,
 *   contentDir: string,
 *   writeToken: string,
 *   accessToken?: string,
 *   endpoints: ReturnType<typeof import("../lib/options.mjs").endpoints>,
 *   journalFile: string,
 *   models?: boolean,
 *   update?: boolean,
 *   log?: (line: string) => void,
 * }} PushOptions
 * @typedef {{
 *   models: Awaited<ReturnType<typeof pushModels>> | null,
 *   assets: { uploaded: number, reused: number },
 *   documents: { created: number, completed: number, updated: number, alreadyThere: number, differ: number },
 * }} PushResult
 */

/**
 * @param {PushOptions} options
 * @returns {Promise<PushResult>}
 */
export async function push(options) {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const store = await loadStore(options.contentDir);
  const documents = [...store.master.documents].sort((a, b) => documentKey(a).localeCompare(documentKey(b)));
  const relative = (/** @type {string} */ file) => path.relative(options.root, file);
  const labelOf = (/** @type {any} */ doc) => `${documentKey(doc)} (${relative(doc.file)})`;

  // Every link and file must lead somewhere before anything is written.
  for (const doc of documents) {
    migrationData(doc, labelOf(doc), {
      asset: (urlPath) => (store.assets.has(urlPath) ? { remote: { id: "", url: "", filename: "", kind: "" } } : undefined),
      documentTarget: (seedId) => (store.master.get(seedId) ? { id: seedId } : undefined),
    });
  }

  const models = options.models === false ? null : await pushModels({
    repository: options.repository,
    token: options.writeToken,
    endpoint: options.endpoints.customTypesAPIEndpoint,
    root: options.root,
    log,
  });
  if (models) {
    const line = (/** @type {{ created: number, updated: number, unchanged: number }} */ c) => `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;
    log(`models: shared slices ${line(models.slices)}; custom types ${line(models.customTypes)}`);
  }

  const client = prismic.createWriteClient(options.repository, {
    writeToken: options.writeToken,
    accessToken: options.accessToken,
    documentAPIEndpoint: options.endpoints.documentAPIEndpoint,
    assetAPIEndpoint: options.endpoints.assetAPIEndpoint,
    migrationAPIEndpoint: options.endpoints.migrationAPIEndpoint,
  });
  const migration = prismic.createMigration();

  // Assets: reuse what an earlier push uploaded, register the rest for the migration to upload.
  const assets = await localAssets(store.assets, mediaNames(documents));
  const remoteAssets = await listRemoteAssets({ endpoint: options.endpoints.assetAPIEndpoint, repository: options.repository, token: options.writeToken });
  /** @type {Map<string, import("./documents.mjs").AssetTarget>} */
  const assetTargets = new Map();
  /** @type {Map<unknown, string>} */
  const pendingAssetPaths = new Map();
  for (const asset of assets) {
    const remote = findUploaded(asset, remoteAssets);
    if (remote) {
      assetTargets.set(asset.urlPath, { remote });
      continue;
    }
    const pending = migration.createAsset(new File([new Uint8Array(asset.bytes)], asset.filename), asset.filename, { notes: asset.marker });
    assetTargets.set(asset.urlPath, { pending });
    pendingAssetPaths.set(pending, asset.path);
  }
  const reusedAssets = assets.length - pendingAssetPaths.size;
  if (reusedAssets > 0) log(`assets: ${reusedAssets} of ${assets.length} already in the media library`);

  // Documents: what the repository already has, published or from an earlier push, and whether
  // its content is still the content directory's (push/differences.mjs).
  const journal = new PushJournal(options.journalFile);
  const publishedDocs = await client.dangerouslyGetAll({ lang: "*" });
  const published = new Map(publishedDocs.map((doc) => [documentKey(doc), doc]));
  const keyById = new Map([...journal.entries().map(([key, entry]) => /** @type {[string, string]} */ ([entry.id, key])), ...publishedDocs.map((doc) => /** @type {[string, string]} */ ([doc.id, documentKey(doc)]))]);
  const repository = repositoryResolvers(keyById, remoteAssets);
  const ours = await contentDirHashes({ contentDir: options.contentDir, modelsDir: options.root, assets });
  /** @type {Map<string, import("@prismicio/client").PrismicMigrationDocument>} */
  const bySeedId = new Map();
  /** @type {Map<import("@prismicio/client").PrismicMigrationDocument, string>} */
  const keyOf = new Map();
  /** @type {Map<import("@prismicio/client").PrismicMigrationDocument, { fields: string[], over?: string }>} */
  const updates = new Map();
  /** @type {Map<string, string>} seed id → repository id */
  const known = new Map();
  let alreadyThere = 0;
  let completing = 0;
  let differ = 0;
  /** @type {{ doc: (typeof documents)[number], migrationDoc: import("@prismicio/client").PrismicMigrationDocument }[]} */
  const planned = [];
  for (const doc of documents) {
    const key = documentKey(doc);
    const publishedDoc = published.get(key);
    const journaled = journal.get(key);
    const base = { type: doc.type, uid: doc.uid ?? undefined, lang: doc.lang, tags: doc.tags, data: {} };
    if (publishedDoc || journaled?.complete) {
      const id = /** @type {string} */ (publishedDoc?.id ?? journaled?.id);
      known.set(doc.id, id);
      const mine = ours.get(key);
      if (!mine) throw new Error(`${labelOf(doc)}: the local content service does not serve this document, so it cannot be compared with the repository's`);
      const fields = await differencesFromRepository(mine, { published: publishedDoc, journaled, resolvers: repository });
      if (fields.length === 0) {
        alreadyThere += 1;
        continue;
      }
      if (!options.update) {
        differ += 1;
        log(`${key}: differs from the repository (${fieldList(fields)}) — not overwritten; run with --update to write it`);
        continue;
      }
      const migrationDoc = migration.updateDocument(/** @type {any} */ ({ ...base, id }), documentTitle(doc));
      updates.set(migrationDoc, { fields, over: publishedDoc?.last_publication_date ?? journaled?.over });
      keyOf.set(migrationDoc, key);
      planned.push({ doc, migrationDoc });
      continue;
    }
    const migrationDoc = journaled
      ? migration.updateDocument(/** @type {any} */ ({ ...base, id: journaled.id }), documentTitle(doc))
      : migration.createDocument(/** @type {any} */ (base), documentTitle(doc));
    if (journaled) {
      known.set(doc.id, journaled.id);
      completing += 1;
    }
    bySeedId.set(doc.id, migrationDoc);
    keyOf.set(migrationDoc, key);
    planned.push({ doc, migrationDoc });
  }

  /** @type {import("./documents.mjs").Targets} */
  const targets = {
    asset: (urlPath) => assetTargets.get(urlPath),
    documentTarget: (seedId) => {
      const id = known.get(seedId);
      if (id) return { id };
      const migrationDoc = bySeedId.get(seedId);
      return migrationDoc ? { migration: migrationDoc } : undefined;
    },
  };
  for (const { doc, migrationDoc } of planned) {
    migrationDoc.document.data = /** @type {any} */ (migrationData(doc, labelOf(doc), targets));
    if (doc.lang !== store.config.masterLang && doc.alternateGroup) {
      const master = documents.find((other) => other.alternateGroup === doc.alternateGroup && other.lang === store.config.masterLang);
      const target = master ? targets.documentTarget(master.id) : undefined;
      if (target) migrationDoc.masterLanguageDocument = /** @type {any} */ ("id" in target ? { link_type: "Document", id: target.id } : () => target.migration);
    }
  }
  const labelByMigration = new Map(planned.map(({ doc, migrationDoc }) => [migrationDoc, labelOf(doc)]));

  // Run the migration; the journal follows every step so that a re-run knows what exists.
  const record = () => {
    for (const [migrationDoc, key] of keyOf) {
      const id = migrationDoc.document.id;
      if (id && !journal.get(key)) journal.set(key, { id, complete: false });
    }
  };
  const markComplete = (/** @type {number} */ count) => {
    migration._documents.slice(0, count).forEach((migrationDoc) => {
      const key = keyOf.get(migrationDoc);
      if (!key || !migrationDoc.document.id) return;
      const over = updates.get(migrationDoc)?.over;
      journal.set(key, { id: migrationDoc.document.id, complete: true, fingerprint: ours.get(key), ...(over ? { over } : {}) });
    });
  };
  /** @type {string} */
  let current = "";
  if (planned.length > 0 || pendingAssetPaths.size > 0) {
    try {
      await client.migrate(migration, {
        reporter: (event) => {
          record();
          if (event.type === "assets:creating") {
            current = `asset ${pendingAssetPaths.get(event.data.asset)}`;
            log(`asset ${event.data.current}/${event.data.total} ${pendingAssetPaths.get(event.data.asset)}: uploading`);
          } else if (event.type === "documents:creating") {
            current = `document ${labelByMigration.get(event.data.document)}`;
            log(`document ${event.data.current}/${event.data.total} ${keyOf.get(event.data.document)}: creating`);
          } else if (event.type === "documents:updating") {
            markComplete(event.data.current - 1);
            current = `document ${labelByMigration.get(event.data.document)}`;
            const update = updates.get(event.data.document);
            log(`document ${event.data.current}/${event.data.total} ${keyOf.get(event.data.document)}: ${update ? `updating (${fieldList(update.fields)})` : "writing its content"}`);
          } else if (event.type === "documents:updated") {
            markComplete(migration._documents.length);
          }
        },
      });
    } catch (caught) {
      record();
      if (caught instanceof PushError) throw caught;
      const error = /** @type {{ message?: string, response?: { message?: string } }} */ (caught);
      const detail = error?.response?.message ?? error?.message ?? String(caught);
      throw new Error(`${current || "push"}: ${detail}`, { cause: error });
    }
  }
  const result = {
    models,
    assets: { uploaded: pendingAssetPaths.size, reused: reusedAssets },
    documents: { created: planned.length - completing - updates.size, completed: completing, updated: updates.size, alreadyThere, differ },
  };
  const { created, completed, updated } = result.documents;
  log(
    `done: ${created} documents created, ${completed} completed, ${updated} updated, ${alreadyThere} already there, ${differ} differ (not overwritten); ` +
      `${result.assets.uploaded} assets uploaded, ${result.assets.reused} already there.` +
      (created + completed + updated > 0 ? " The documents are in the repository's migration release: review and publish them there." : "") +
      (differ > 0 ? ` Run with --update to write the ${differ} that differ into the migration release.` : ""),
  );
  return result;
}
