// @ts-check
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { ImageParamError, chooseFormat, isIdentity, parseImageParams } from "./image-params.mjs";
import { transformImage } from "./transform-image.mjs";
import { CORS_HEADERS, sendText } from "../http/respond.mjs";
import { extensionOf } from "../store/asset-catalog.mjs";

/** @type {Record<string, import("./image-params.mjs").OutputFormat>} */
const SOURCE_FORMATS = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", avif: "avif", gif: "gif", tif: "jpeg", tiff: "jpeg" };

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", jpg: "image/jpeg", png: "image/png", gif: "image/gif",
  svg: "image/svg+xml", tif: "image/tiff", tiff: "image/tiff", pdf: "application/pdf", txt: "text/plain; charset=utf-8",
  json: "application/json; charset=utf-8", mp4: "video/mp4", webm: "video/webm", ico: "image/x-icon",
};

const CACHE_HEADERS = { "Cache-Control": "public, max-age=31536000, immutable", Vary: "Accept" };

/**
 * @typedef {{ body: Buffer, contentType: string }} Variant
 */

/**
 * Serves `/assets/<path>` from `<contentDir>/assets`, transforming raster images with sharp per
 * the imgix parameters; variants are cached in memory (LRU) and carry an ETag.
 */
export class AssetServer {
  /**
   * @param {{ assetsDir: string, maxCacheBytes?: number, maxCacheEntries?: number }} options
   */
  constructor({ assetsDir, maxCacheBytes = 64 * 1024 * 1024, maxCacheEntries = 500 }) {
    this.assetsDir = path.resolve(assetsDir);
    /** @type {LRUCache<string, Variant>} */
    this.cache = new LRUCache({
      max: maxCacheEntries,
      maxSize: maxCacheBytes,
      sizeCalculation: (variant) => Math.max(1, variant.body.length),
    });
    /** @type {Map<string, Promise<Variant>>} */
    this.inFlight = new Map();
  }

  /**
   * Answers one asset request (GET or HEAD). Returns the status sent.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {URL} url
   * @returns {Promise<number>}
   */
  async handle(req, res, url) {
    const file = this.resolveFile(url.pathname);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) {
      sendText(req, res, 404, "Not found");
      return 404;
    }
    const extension = extensionOf(file);
    const sourceFormat = SOURCE_FORMATS[extension];

    let params = null;
    let output = null;
    if (sourceFormat) {
      try {
        params = parseImageParams(url.searchParams);
      } catch (error) {
        if (!(error instanceof ImageParamError)) throw error;
        sendText(req, res, 400, `Bad image parameter: ${error.message}`);
        return 400;
      }
      output = chooseFormat(params, String(req.headers.accept ?? ""), sourceFormat);
      if (isIdentity(params, output, sourceFormat)) params = null;
    }

    const variantKey = params ? JSON.stringify({ ...params, output }) : "original";
    const etag = `"${createHash("sha1")
      .update(`${file}\0${stat.size}\0${stat.mtimeMs}\0${variantKey}`)
      .digest("base64url")}"`;
    const headers = { ...CORS_HEADERS, ...CACHE_HEADERS, ETag: etag };

    if (matchesEtag(req.headers["if-none-match"], etag)) {
      res.writeHead(304, headers);
      res.end();
      return 304;
    }

    let variant;
    try {
      variant = params && output ? await this.variant(etag, file, params, output) : await this.original(etag, file, extension);
    } catch (error) {
      if (error instanceof ImageParamError) {
        sendText(req, res, 400, `Bad image parameter: ${error.message}`);
        return 400;
      }
      sendText(req, res, 500, `Could not process image: ${/** @type {Error} */ (error).message}`);
      return 500;
    }
    res.writeHead(200, { ...headers, "Content-Type": variant.contentType, "Content-Length": String(variant.body.length) });
    res.end(req.method === "HEAD" ? undefined : variant.body);
    return 200;
  }

  /**
   * The file a request path names, or null when it is not a plain path inside the assets
   * directory (`..`, `.` or hidden segments, encoded slashes, NUL bytes).
   * @param {string} pathname e.g. `/assets/products/arnica.png`
   * @returns {string | null}
   */
  resolveFile(pathname) {
    const rest = pathname.replace(/^\/assets\//, "");
    const segments = [];
    for (const raw of rest.split("/")) {
      let segment;
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return null;
      }
      if (segment === "" || segment.startsWith(".") || /[\\/\0]/.test(segment)) return null;
      segments.push(segment);
    }
    const file = path.join(this.assetsDir, ...segments);
    return file.startsWith(this.assetsDir + path.sep) ? file : null;
  }

  /**
   * @param {string} key
   * @param {string} file
   * @param {import("./image-params.mjs").ImageParams} params
   * @param {import("./image-params.mjs").OutputFormat} output
   * @returns {Promise<Variant>}
   */
  variant(key, file, params, output) {
    return this.cached(key, async () => ({ body: await transformImage(file, params, output), contentType: CONTENT_TYPES[output] }));
  }

  /**
   * @param {string} key
   * @param {string} file
   * @param {string} extension
   * @returns {Promise<Variant>}
   */
  original(key, file, extension) {
    return this.cached(key, async () => ({
      body: await fs.readFile(file),
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
    }));
  }

  /**
   * The cached value for `key`, computing it once even under concurrent requests.
   * @param {string} key
   * @param {() => Promise<Variant>} produce
   * @returns {Promise<Variant>}
   */
  async cached(key, produce) {
    const hit = this.cache.get(key);
    if (hit) return hit;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = produce().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const variant = await pending;
    this.cache.set(key, variant);
    return variant;
  }
}

/**
 * Whether an If-None-Match header matches the ETag (lists and weak validators allowed).
 * @param {string | undefined} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}
