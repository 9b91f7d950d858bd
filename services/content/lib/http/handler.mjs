// @ts-check
import { setTimeout as sleep } from "node:timers/promises";
import { whenAnswered } from "../../../lib/request-log.mjs";
import { guardedRequestListener } from "../../../lib/request-listener.mjs";
import { hasValidAccessToken } from "./access-token.mjs";
import {
  ApiError, injectedNotFound, invalidAccessToken, methodNotAllowed, notFound, refExpired, refNotFound, repositoryNotFound,
  serverError, tooManyRequests,
} from "./api-errors.mjs";
import { CORS_HEADERS, sendApiError, sendJson, sendText } from "./respond.mjs";
import { matchRoute } from "./routing.mjs";
import { handleRepository } from "../api/repository-endpoint.mjs";
import { handleSearch } from "../api/search-endpoint.mjs";
import { ADMIN_PREFIX, handleAdmin } from "../ops/admin.mjs";
import { handleDraftList, handlePreviewStart } from "../preview/preview-pages.mjs";
import { MESSAGE_PREFIX } from "../store/content-error.mjs";
import { matchWriteRoute } from "../write/write-api.mjs";

/**
 * @typedef {{
 *   state: () => import("../api/content-state.mjs").ContentState,
 *   publicUrl: string,
 *   accessToken: string | null,
 *   repositoryNames: string[] | null,
 *   faults: import("../ops/prismic-faults.mjs").ContentFaults,
 *   requestLog: import("../../../lib/request-log.mjs").RequestLog<RequestLogEntry>,
 *   assets: () => import("../assets/asset-server.mjs").AssetServer,
 *   admin: import("../ops/admin.mjs").AdminControls,
 *   preview: import("../preview/preview-pages.mjs").PreviewContext,
 *   write: ReturnType<typeof import("../write/write-api.mjs").createWriteApi>,
 * }} HandlerContext
 *
 * One request in the log (every request but the admin API's):
 * @typedef {{
 *   time: string,
 *   method: string,
 *   path: string,
 *   query: Record<string, string | string[]>,
 *   status: number,
 *   durationMs: number,
 *   fault?: string,
 * }} RequestLogEntry
 */

/**
 * The service's `http.Server` request listener: admin API, Prismic API, assets, preview pages.
 * @param {HandlerContext} context
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function createRequestHandler(context) {
  return guardedRequestListener((req, res) => handle(req, res, context), {
    messagePrefix: MESSAGE_PREFIX,
    answerFailure: (req, res) => sendApiError(req, res, serverError(500, "Internal error")),
  });
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {HandlerContext} context
 */
async function handle(req, res, context) {
  const url = new URL(req.url ?? "/", "http://content-service.invalid");
  if (url.pathname === ADMIN_PREFIX || url.pathname.startsWith(`${ADMIN_PREFIX}/`)) {
    await handleAdmin(req, res, url, context.admin);
    return;
  }

  /** @type {{ fault?: string }} */
  const note = {};
  whenAnswered(res, { countDropped: false }, ({ time, status, durationMs }) => {
    const query = queryToObject(url.searchParams);
    context.requestLog.add({ time, method: req.method ?? "GET", path: url.pathname, query, status, durationMs, ...note });
  });

  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...CORS_HEADERS, "Access-Control-Max-Age": "86400" });
    res.end();
    return;
  }

  // The write APIs (Custom Types, Asset, Migration) have their own auth and errors (write/).
  const writeRoute = matchWriteRoute(url.pathname);
  if (writeRoute) {
    await context.write(req, res, url, writeRoute);
    return;
  }

  const route = matchRoute(url.pathname, context.repositoryNames);
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendApiError(req, res, methodNotAllowed(req.method ?? ""));
    return;
  }
  if (route.kind === "unknown-repository") {
    sendApiError(req, res, repositoryNotFound());
    return;
  }

  if (route.kind === "repository" || route.kind === "search" || route.kind === "assets") {
    const { latencyMs, fault } = context.faults.next(route.kind);
    if (latencyMs > 0) await sleep(latencyMs);
    if (fault) {
      note.fault = fault.kind;
      const masterRef = context.state().refs.masterRef;
      if (fault.kind === "status429") sendApiError(req, res, tooManyRequests(fault.retryAfter));
      else if (fault.kind === "status5xx") sendApiError(req, res, serverError(fault.status, `Injected server error (${fault.status})`));
      else if (fault.kind === "notFound") sendApiError(req, res, injectedNotFound());
      else sendApiError(req, res, fault.status === 410 ? refExpired(masterRef) : refNotFound(masterRef));
      return;
    }
  }

  if (route.kind === "assets") {
    await context.assets().handle(req, res, url);
    return;
  }

  // The local preview pages are for a browser: no access token, no faults (like the admin API).
  if (route.kind === "preview") {
    handlePreviewStart(req, res, url, context.preview);
    return;
  }
  if (route.kind === "drafts") {
    handleDraftList(req, res, context.preview);
    return;
  }

  const apiBase = `${context.publicUrl}${route.repositoryName ? `/${encodeURIComponent(route.repositoryName)}` : ""}/api/v2`;
  if (route.kind === "index") {
    sendJson(req, res, 200, {
      service: "content service (Prismic Content API v2 compatible)",
      api: apiBase,
      drafts: `${context.publicUrl}/drafts`,
      preview: `${context.publicUrl}/preview?documentId=<id>`,
    });
    return;
  }
  if (route.kind === "not-found") {
    sendText(req, res, 404, "Not found");
    return;
  }
  if (route.kind === "api-unknown") {
    sendApiError(req, res, notFound(`No API route at ${url.pathname}`));
    return;
  }

  if (context.accessToken !== null && !hasValidAccessToken(req, url, context.accessToken)) {
    sendApiError(req, res, invalidAccessToken());
    return;
  }
  try {
    const state = context.state();
    const body =
      route.kind === "repository"
        ? handleRepository(state, { publicUrl: context.publicUrl, apiBase, accessTokenRequired: context.accessToken !== null })
        : handleSearch(state, url, { publicUrl: context.publicUrl, apiBase });
    sendJson(req, res, 200, body, { "Cache-Control": "no-cache" });
  } catch (error) {
    if (error instanceof ApiError) sendApiError(req, res, error);
    else throw error;
  }
}

/**
 * A query string as an object; repeated keys become arrays (`q`).
 * @param {URLSearchParams} params
 * @returns {Record<string, string | string[]>}
 */
function queryToObject(params) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}
