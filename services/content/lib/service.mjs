// @ts-check
import fs from "node:fs";
import path from "node:path";
import { displayPath } from "../../lib/display-path.mjs";
import { startHttpServer } from "../../lib/http-server.mjs";
import { RequestLog } from "../../lib/request-log.mjs";
import { AssetServer } from "./assets/asset-server.mjs";
import { createRequestHandler } from "./http/handler.mjs";
import { DEFAULT_PREVIEW_SITES, normalizePreviewSites } from "./config/preview-sites.mjs";
import { createContentFaults } from "./ops/prismic-faults.mjs";
import { DEFAULT_PREVIEW_TTL_MS, RefTable } from "./refs/ref-table.mjs";
import { DocumentRenderer } from "./render/renderer.mjs";
import { MESSAGE_PREFIX } from "./store/content-error.mjs";
import { loadStore } from "./store/load-store.mjs";
import { changedDocumentIds } from "./webhooks/changed-documents.mjs";
import { WebhookDispatcher, normalizeWebhookOptions } from "./webhooks/webhook-dispatcher.mjs";
import { createWriteApi } from "./write/write-api.mjs";

/** Quiet time after the last file event before the content is reloaded (CONTENT_WATCH). */
const WATCH_DEBOUNCE_MS = 150;

/**
 * @typedef {{
 *   port?: number,
 *   host?: string,
 *   contentDir: string,
 *   publicUrl?: string,
 *   accessToken?: string | null,
 *   repositoryNames?: string[] | null,
 *   faults?: unknown,
 *   requestLogFile?: string | null,
 *   syntheticDocuments?: number,
 *   modelsDir?: string | null,
 *   reportModelProblems?: (line: string) => void,
 *   watch?: boolean,
 *   previewSites?: Record<string, string>,
 *   webhooks?: { urls: string[], secret?: string | null, retryDelaysMs?: number[], timeoutMs?: number } | null,
 *   writeToken?: string | null,
 *   writeRateLimitMs?: number,
 * }} ContentServiceOptions
 *
 * `writeToken` opens the write APIs (write/write-api.mjs) to requests bearing it; `writeRateLimitMs`
 * (default 1000, Prismic's one write per second) spaces Asset and Migration API writes.
 *
 * `changed`: the published content changed (new master and release refs, webhooks sent);
 * `webhookDocuments`: the ids reported to the webhooks (null when nothing was published).
 * @typedef {{ changed: boolean, masterRef: string, documents: number, drafts: number, webhookDocuments: string[] | null }} ReloadResult
 *
 * @typedef {{
 *   url: string,
 *   apiEndpoint: string,
 *   port: number,
 *   close: () => Promise<void>,
 *   requestLog: { entries: () => import("./http/handler.mjs").RequestLogEntry[], clear: () => void },
 *   faults: { set: (config: unknown) => import("./ops/prismic-faults.mjs").FaultConfig, clear: () => void },
 *   expireMasterRef: () => { expiredRef: string, masterRef: string },
 *   masterRef: () => string,
 *   releaseRef: (releaseId: string) => string | undefined,
 *   createPreviewRef: (options?: { release?: string | null, ttlMs?: number }) => { ref: string, expiresAt: number },
 *   reload: () => Promise<ReloadResult>,
 *   documentCount: () => number,
 *   draftCount: () => number,
 *   modelProblems: () => import("./store/load-store.mjs").ModelReportEntry[],
 *   webhookDeliveries: () => import("./webhooks/webhook-dispatcher.mjs").WebhookDelivery[],
 *   webhooksIdle: () => Promise<void>,
 * }} ContentService
 */

/**
 * Starts the Prismic-compatible content service on real HTTP (port 0 = any free port).
 * Rejects with a one-line Error when the content is invalid or the port is taken.
 * @param {ContentServiceOptions} options
 * @returns {Promise<ContentService>}
 */
export async function startContentService(options) {
  const { port = 0, host, contentDir, accessToken = null, repositoryNames = null, requestLogFile = null } = options;
  if (!contentDir) throw new Error(`${MESSAGE_PREFIX}contentDir is required`);
  const root = path.resolve(contentDir);
  const webhookSettings = normalizeWebhookOptions(options.webhooks);
  /** @type {Record<string, string>} */
  let previewSites;
  try {
    previewSites = normalizePreviewSites(options.previewSites ?? DEFAULT_PREVIEW_SITES);
  } catch (error) {
    throw new Error(`${MESSAGE_PREFIX}previewSites: ${/** @type {Error} */ (error).message}`);
  }

  const storeOptions = { syntheticDocuments: options.syntheticDocuments ?? 0, modelsDir: options.modelsDir };
  const report = options.reportModelProblems ?? ((line) => process.stderr.write(`${line}\n`));
  let store = await loadStore(root, storeOptions);
  reportModelProblems(store, report);
  const faults = createContentFaults();
  if (options.faults !== undefined && options.faults !== null) faults.set(options.faults);
  const refs = new RefTable(store);
  /** @type {RequestLog<import("./http/handler.mjs").RequestLogEntry>} */
  const requestLog = new RequestLog({ file: requestLogFile, messagePrefix: MESSAGE_PREFIX });

  /** @type {import("./api/content-state.mjs").ContentState | null} */
  let state = null;
  let assetServer = new AssetServer({ assetsDir: path.join(root, "assets") });
  let publicUrl = "";

  const webhooks = new WebhookDispatcher(webhookSettings);

  /** @returns {Promise<ReloadResult>} */
  const reloadNow = async () => {
    const previous = store;
    const next = await loadStore(root, storeOptions);
    reportModelProblems(next, report);
    const changed = refs.replaceStore(next);
    store = next;
    state = { store, refs, renderer: new DocumentRenderer({ store, publicUrl }) };
    /** @type {string[] | null} */
    let webhookDocuments = null;
    if (changed) {
      assetServer = new AssetServer({ assetsDir: path.join(root, "assets") });
      webhookDocuments = changedDocumentIds(previous, next);
      webhooks.notify({
        type: "api-update",
        domain: repositoryNames?.[0] ?? "local",
        apiUrl: `${publicUrl}/api/v2`,
        masterRef: refs.masterRef,
        releases: {},
        masks: {},
        tags: {},
        documents: webhookDocuments,
      });
    }
    return { changed, masterRef: refs.masterRef, documents: store.master.size, drafts: store.drafts.size, webhookDocuments };
  };
  // One reload at a time, so each compares with the content the previous one left.
  /** @type {Promise<unknown>} */
  let reloading = Promise.resolve();
  const reload = () => {
    const result = reloading.then(reloadNow, reloadNow);
    reloading = result.catch(() => undefined);
    return result;
  };
  const expireMasterRef = () => refs.rotate(store);
  /** @param {{ release?: string | null, ttlMs?: number, site?: string | null }} [previewOptions] */
  const createPreviewRef = ({ release = null, ttlMs, site = null } = {}) => {
    if (release !== null && !store.releases.has(release)) {
      throw new Error(`unknown release "${release}" (releases: ${[...store.releases.keys()].join(", ") || "none"})`);
    }
    return refs.createPreviewRef({ releaseId: release, ttlMs: ttlMs ?? DEFAULT_PREVIEW_TTL_MS, origin: publicUrl, site });
  };

  const server = await startHttpServer(
    createRequestHandler({
      state: () => /** @type {import("./api/content-state.mjs").ContentState} */ (state),
      get publicUrl() {
        return publicUrl;
      },
      accessToken: accessToken || null,
      repositoryNames: repositoryNames && repositoryNames.length > 0 ? repositoryNames : null,
      faults,
      requestLog,
      assets: () => assetServer,
      admin: {
        faults,
        requestLog,
        expireMasterRef,
        createPreviewRef: ({ releaseId, ttlMs }) => createPreviewRef({ release: releaseId, ttlMs }),
        reload,
        masterRef: () => refs.masterRef,
        webhooks: { entries: () => webhooks.entries(), clear: () => webhooks.clear() },
      },
      write: createWriteApi({
        root,
        writeToken: options.writeToken || null,
        repositoryNames: repositoryNames && repositoryNames.length > 0 ? repositoryNames : null,
        rateLimitMs: options.writeRateLimitMs ?? 1000,
        store: () => store,
        publicUrl: () => publicUrl,
        reload,
      }),
      preview: {
        state: () => /** @type {import("./api/content-state.mjs").ContentState} */ (state),
        previewSites,
        repositoryName: repositoryNames?.[0] ?? "local",
        createPreviewRef: ({ releaseId, ttlMs, site }) => createPreviewRef({ release: releaseId, ttlMs, site }),
      },
    }),
    { port, host, messagePrefix: MESSAGE_PREFIX, portVariable: "CONTENT_SERVICE_PORT" },
  ).catch(async (error) => {
    await requestLog.close();
    throw error;
  });
  const actualPort = server.port;
  publicUrl = (options.publicUrl ?? `http://localhost:${actualPort}`).replace(/\/+$/, "");
  state = { store, refs, renderer: new DocumentRenderer({ store, publicUrl }) };

  const watcher = options.watch ? watchContent(root, reload) : null;
  const url = `http://localhost:${actualPort}`;

  return {
    url,
    apiEndpoint: `${url}/api/v2`,
    port: actualPort,
    close: async () => {
      watcher?.close();
      await webhooks.close();
      await server.close();
      await requestLog.close();
    },
    requestLog: { entries: () => requestLog.entries(), clear: () => requestLog.clear() },
    faults: { set: (config) => faults.set(config), clear: () => faults.clear() },
    expireMasterRef,
    masterRef: () => refs.masterRef,
    releaseRef: (releaseId) => refs.releaseRefs.get(releaseId),
    createPreviewRef,
    reload,
    documentCount: () => store.master.size,
    draftCount: () => store.drafts.size,
    modelProblems: () => [...store.modelProblems],
    webhookDeliveries: () => webhooks.entries(),
    webhooksIdle: () => webhooks.idle(),
  };
}

/**
 * Prints the start-up report of documents that do not fit their models: one line per problem,
 * `content service: <file>: <field>: <message>`, then a count. Nothing when everything fits.
 * @param {import("./store/load-store.mjs").Store} store
 * @param {(line: string) => void} report
 */
function reportModelProblems(store, report) {
  const problems = store.modelProblems;
  if (problems.length === 0) return;
  for (const problem of problems) report(`${MESSAGE_PREFIX}${displayPath(problem.file)}: ${problem.field}: ${problem.message}`);
  const files = new Set(problems.map((problem) => problem.file)).size;
  report(`${MESSAGE_PREFIX}${problems.length} model problem(s) in ${files} document file(s); those documents are served as Prismic would serve them (unknown fields dropped, misfitting values empty)`);
}

/**
 * Reloads the content (debounced) when a file under the content directory changes (documents,
 * releases, drafts, assets); an invalid change is reported on stderr and the previous content
 * stays served.
 * @param {string} root
 * @param {() => Promise<{ changed: boolean, masterRef: string }>} reload
 * @returns {{ close: () => void }}
 */
function watchContent(root, reload) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const watcher = fs.watch(root, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      reload()
        .then((result) => {
          if (result.changed) process.stdout.write(`${MESSAGE_PREFIX}content reloaded (master ref ${result.masterRef})\n`);
        })
        .catch((error) => process.stderr.write(`${error.message} (keeping the previous content)\n`));
    }, WATCH_DEBOUNCE_MS);
  });
  watcher.on("error", (error) => process.stderr.write(`${MESSAGE_PREFIX}watching ${root} failed: ${error.message}\n`));
  return {
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
