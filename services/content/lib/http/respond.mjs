// @ts-check
/**
 * Small helpers writing HTTP answers (JSON as `application/json; charset=utf-8`; HEAD without body).
 */

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
    res.writeHead(status, { ...CORS_HEADERS, "Content-Length": "0", ...headers });
    res.end();
    return;
  }
  const payload = Buffer.from(JSON.stringify(body), "utf8");
  res.writeHead(status, {
    ...CORS_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(payload.length),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : payload);
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendText(req, res, status, text, headers = {}) {
  const payload = Buffer.from(`${text}\n`, "utf8");
  res.writeHead(status, {
    ...CORS_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(payload.length),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : payload);
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
