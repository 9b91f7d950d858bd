// @ts-check
import { timingSafeEqual } from "node:crypto";
import { handleAssets } from "./asset-api.mjs";
import { handleCustomTypes } from "./custom-types-api.mjs";
import { MediaLibrary } from "./media-library.mjs";
import { handleMigration } from "./migration-api.mjs";
import { MigrationRelease } from "./migration-release.mjs";
import { readJsonObject } from "./read-body.mjs";
import { errorBody, WriteApiError } from "./write-errors.mjs";
import { CORS_HEADERS } from "../http/respond.mjs";
import { safeDecode } from "../../../lib/safe-decode.mjs";

/**
 * The write side of Prismic that `npm run content:push` uses, on the local service (see
 * docs/content-service.md "Write APIs"): the Custom Types API at `/customtypes-api`, the Asset API
 * at `/asset-api` and the Migration API at `/migration-api`. Every request needs
 * `Authorization: Bearer <write token>` (401 otherwise; without a configured write token the write
 * side is closed) and a `repository` header (a name of `repositoryNames` when those are set).
 * Asset and Migration API requests that carry a body are limited per repository to one per
 * `rateLimitMs` (Prismic: one per second): a faster one gets 429 with `Retry-After: 1`.
 */

const WRITE_PREFIXES = /** @type {const} */ ({ "/customtypes-api": "customtypes", "/asset-api": "asset", "/migration-api": "migration" });
/** JSON bodies up to 5 MB (a document with many slices); uploads have their own limit. */
const MAX_JSON_BYTES = 5 * 1024 * 1024;

/**
 * Which write API a path belongs to, and the path segments after its prefix.
 * @param {string} pathname
 * @returns {{ api: import("./write-errors.mjs").WriteApiName, parts: string[] } | null}
 */
export function matchWriteRoute(pathname) {
  for (const [prefix, api] of Object.entries(WRITE_PREFIXES)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      const parts = pathname.slice(prefix.length).split("/").filter(Boolean).map(safeDecode);
      return { api, parts };
    }
  }
  return null;
}

/**
 * @typedef {{
 *   root: string,
 *   writeToken: string | null,
 *   repositoryNames: string[] | null,
 *   rateLimitMs: number,
 *   store: () => import("../store/load-store.mjs").Store,
 *   publicUrl: () => string,
 *   reload: () => Promise<unknown>,
 * }} WriteApiOptions
 */

/**
 * @param {WriteApiOptions} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, url: URL, route: NonNullable<ReturnType<typeof matchWriteRoute>>) => Promise<void>}
 */
export function createWriteApi(options) {
  const library = new MediaLibrary(options.root);
  const release = new MigrationRelease(options.root);
  /** @type {Map<string, number>} */
  const lastWrite = new Map();
  // One write at a time: the files they change (media library, repository.json) are read-modify-write.
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  return async (req, res, url, route) => {
    const method = req.method ?? "GET";
    try {
      if (method === "OPTIONS") {
        res.writeHead(204, { ...CORS_HEADERS, "Access-Control-Allow-Headers": "authorization, repository, content-type, x-client", "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH" });
        res.end();
        return;
      }
      authorize(req, options);
      const repository = String(req.headers.repository);
      const carriesBody = method === "POST" || method === "PUT" || method === "PATCH";
      if (carriesBody && route.api !== "customtypes" && options.rateLimitMs > 0) {
        const now = Date.now();
        const last = lastWrite.get(repository) ?? 0;
        if (now - last < options.rateLimitMs) {
          throw new WriteApiError(429, `Too many requests: at most one write per ${options.rateLimitMs} ms per repository`, { "Retry-After": "1" });
        }
        lastWrite.set(repository, now);
      }
      const body = () => readJsonObject(req, MAX_JSON_BYTES);
      const run = () => {
        if (route.api === "customtypes") return handleCustomTypes(method, route.parts, body, { root: options.root, afterChange: options.reload });
        if (route.api === "asset") return handleAssets(req, method, route.parts, url.searchParams, body, { library, publicUrl: options.publicUrl });
        return handleMigration(method, route.parts, body, { root: options.root, store: options.store, library, release, reload: options.reload });
      };
      const result = carriesBody ? await (queue = queue.then(run, run)) : await run();
      send(res, result.status, result.json);
    } catch (error) {
      if (!(error instanceof WriteApiError)) throw error;
      if (!req.readableEnded) req.resume();
      const body = errorBody(route.api, error);
      if ("text" in body) sendRaw(res, error.status, "text/plain; charset=utf-8", body.text, error.headers);
      else sendRaw(res, error.status, "application/json; charset=utf-8", JSON.stringify(body.json), error.headers);
    }
  };
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {WriteApiOptions} options
 */
function authorize(req, options) {
  if (options.writeToken === null) throw new WriteApiError(401, "This content service has no write token: set CONTENT_WRITE_TOKEN to open its write APIs");
  const header = req.headers.authorization ?? "";
  const given = Buffer.from(header.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(options.writeToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new WriteApiError(401, "Invalid write token");
  const repository = req.headers.repository;
  if (typeof repository !== "string" || repository === "") throw new WriteApiError(400, 'Missing "repository" header');
  if (options.repositoryNames && !options.repositoryNames.includes(repository)) throw new WriteApiError(403, `Unknown repository "${repository}"`);
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} json
 */
function send(res, status, json) {
  if (json === undefined) {
    res.writeHead(status, { ...CORS_HEADERS, "Content-Length": "0" });
    res.end();
    return;
  }
  sendRaw(res, status, "application/json; charset=utf-8", JSON.stringify(json), {});
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string} text
 * @param {Record<string, string>} headers
 */
function sendRaw(res, status, type, text, headers) {
  const payload = Buffer.from(text, "utf8");
  res.writeHead(status, { ...CORS_HEADERS, "Content-Type": type, "Content-Length": String(payload.length), ...headers });
  res.end(payload);
}
