// @ts-check
/**
 * The sink's answers: JSON (`application/json; charset=utf-8`), its pages and plain text, never
 * cached; HEAD without body.
 */
import { sendBytes } from "../../../lib/send-bytes.mjs";

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body serialised as JSON
 * @param {Record<string, string>} [headers]
 */
export function sendJson(req, res, status, body, headers = {}) {
  sendBytes(req, res, status, Buffer.from(JSON.stringify(body), "utf8"), {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
}

/** Pages allow nothing but their own inline CSS (and same-origin links); sandboxed HTML parts render scriptless. */
const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; base-uri 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} html a complete document
 */
export function sendHtml(req, res, status, html) {
  sendBytes(req, res, status, Buffer.from(html, "utf8"), PAGE_HEADERS);
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
export function sendText(req, res, status, text) {
  sendBytes(req, res, status, Buffer.from(`${text}\n`, "utf8"), {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
}

/**
 * Sends a MailjetApiError with its status, body and headers.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {import("./mailjet-errors.mjs").MailjetApiError} error
 */
export function sendApiError(req, res, error) {
  sendJson(req, res, error.status, error.body, error.headers);
}
