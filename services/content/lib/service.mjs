// @ts-check
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { AssetServer } from "./assets/asset-server.mjs";
import { createRequestHandler } from "./http/handler.mjs";
import { FaultInjector } from "./ops/faults.mjs";
import { RequestLog } from "./ops/request-log.mjs";
import { DEFAULT_PREVIEW_TTL_MS, RefTable } from "./refs/ref-table.mjs";
import { DocumentRenderer } from "./render/renderer.mjs";
import { MESSAGE_PREFIX } from "./store/content-error.mjs";
import { loadStore } from "./store/load-store.mjs";

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
 *   watch?: boolean,
 * }} ContentServiceOptions
 *
 * @typedef {{
 *   url: string,
 *   apiEndpoint: string,
 *   port: number,
 *   close: () => Promise<void>,
 *   requestLog: { entries: () => import("./ops/request-log.mjs").RequestLogEntry[], clear: () => void },
 *   faults: { set: (config: unknown) => import("./ops/faults.mjs").FaultConfig, clear: () => void },
 *   expireMasterRef: () => { expiredRef: string, masterRef: string },
 *   masterRef: () => string,
 *   releaseRef: (releaseId: string) => string | undefined,
 *   createPreviewRef: (options?: { release?: string | null, ttlMs?: number }) => { ref: string, expiresAt: number },
 *   reload: () => Promise<{ changed: boolean, masterRef: string, documents: number }>,
 *   documentCount: () => number,
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

  let store = await loadStore(root);
  const faults = new FaultInjector();
  if (options.faults !== undefined && options.faults !== null) faults.set(options.faults);
  const refs = new RefTable(store);
  const requestLog = new RequestLog({ file: requestLogFile });

  /** @type {import("./api/content-state.mjs").ContentState | null} */
  let state = null;
  let assetServer = new AssetServer({ assetsDir: path.join(root, "assets") });
  let publicUrl = "";

  const reload = async () => {
    const next = await loadStore(root);
    const changed = refs.replaceStore(next);
    store = next;
    state = { store, refs, renderer: new DocumentRenderer({ store, publicUrl }) };
    if (changed) assetServer = new AssetServer({ assetsDir: path.join(root, "assets") });
    return { changed, masterRef: refs.masterRef, documents: store.master.size };
  };
  const expireMasterRef = () => refs.rotate(store);
  /** @param {{ release?: string | null, ttlMs?: number }} [previewOptions] */
  const createPreviewRef = ({ release = null, ttlMs } = {}) => {
    if (release !== null && !store.releases.has(release)) {
      throw new Error(`unknown release "${release}" (releases: ${[...store.releases.keys()].join(", ") || "none"})`);
    }
    return refs.createPreviewRef({ releaseId: release, ttlMs: ttlMs ?? DEFAULT_PREVIEW_TTL_MS });
  };

  const server = http.createServer(
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
      },
    }),
  );
  server.keepAliveTimeout = 5_000;

  const actualPort = await listen(server, port, host).catch(async (error) => {
    await requestLog.close();
    throw error;
  });
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
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await requestLog.close();
    },
    requestLog: { entries: () => requestLog.entries(), clear: () => requestLog.clear() },
    faults: { set: (config) => /** @type {import("./ops/faults.mjs").FaultConfig} */ (faults.set(config)), clear: () => faults.clear() },
    expireMasterRef,
    masterRef: () => refs.masterRef,
    releaseRef: (releaseId) => refs.releaseRefs.get(releaseId),
    createPreviewRef,
    reload,
    documentCount: () => store.master.size,
  };
}

/**
 * Listens; a port in use becomes a one-line Error.
 * @param {http.Server} server
 * @param {number} port
 * @param {string | undefined} host
 * @returns {Promise<number>} the bound port
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === "EADDRINUSE") {
        reject(new Error(`${MESSAGE_PREFIX}port ${port} is already in use (set CONTENT_SERVICE_PORT)`));
      } else if (error.code === "EACCES") {
        reject(new Error(`${MESSAGE_PREFIX}no permission to listen on port ${port} (set CONTENT_SERVICE_PORT)`));
      } else {
        reject(new Error(`${MESSAGE_PREFIX}cannot listen on port ${port}: ${error.message}`));
      }
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/**
 * Reloads the content (debounced) when a file under the content directory changes; an invalid
 * change is reported on stderr and the previous content stays served.
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
    }, 300);
  });
  return {
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
