// @ts-check
/**
 * Small helpers writing HTTP answers (JSON as `application/json; charset=utf-8`; HEAD without body).
 */
import zlib from "node:zlib";
import { sendBytes } from "../../../lib/send-bytes.mjs";

/** JSON answers at least this long are compressed when the client accepts it (Prismic's CDN compresses its answers). */
const COMPRESS_MIN_BYTES = 1024;

/** Headers every answer carries so browsers (preview toolbar, next/image) may read it cross-origin. */
export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Allow-Headers": "*",
};

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body serialised as JSON; null gives an empty body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(req, res, status, body, headers = {}) {
  if (body === null) {
    sendBytes(req, res, status, Buffer.alloc(0), { ...CORS_HEADERS, ...headers });
    return;
  }
  const json = Buffer.from(JSON.stringify(body), "utf8");
  const encoding = json.length >= COMPRESS_MIN_BYTES ? chooseEncoding(req.headers["accept-encoding"]) : null;
  const payload =
    encoding === "br"
      ? zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
      : encoding === "gzip"
        ? zlib.gzipSync(json, { level: 6 })
        : json;
  sendBytes(req, res, status, payload, {
    ...CORS_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
    ...headers,
  });
}

/**
 * The encoding to answer with from an Accept-Encoding header: `br`, else `gzip`, else none
 * (a coding with `q=0` is refused; `*` accepts both).
 * @param {string | string[] | undefined} header
 * @returns {"br" | "gzip" | null}
 */
function chooseEncoding(header) {
  const value = Array.isArray(header) ? header.join(",") : header ?? "";
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of value.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendText(req, res, status, text, headers = {}) {
  sendBytes(req, res, status, Buffer.from(`${text}\n`, "utf8"), { ...CORS_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...headers });
}

/**
 * Sends an ApiError with its status, body and headers.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("./api-errors.mjs").ApiError} error
 */
export function sendApiError(req, res, error) {
  sendJson(req, res, error.status, error.body, error.headers);
}

/**
 * Reads a JSON request body (at most `limit` bytes); empty body → `{}`.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<unknown>}
 * @throws {Error} when the body is too large or not JSON
 */
export async function readJsonBody(req, limit = 64 * 1024) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new Error(`request body larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8").trim();
  if (text === "") return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`request body is not JSON (${/** @type {Error} */ (error).message})`);
  }
}
