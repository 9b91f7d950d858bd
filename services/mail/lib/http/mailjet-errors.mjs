// @ts-check
import { randomUUID } from "node:crypto";

/**
 * Error answers with Mailjet's status codes and body shapes (see docs/mail-sink.md).
 * Send API v3.1 errors carry `ErrorIdentifier` / `ErrorCode`; v3 REST errors are
 * `{ ErrorInfo, ErrorMessage, StatusCode }`.
 */
export class MailjetApiError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(typeof body.ErrorMessage === "string" ? body.ErrorMessage : `HTTP ${status}`);
    this.name = "MailjetApiError";
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** Mailjet's wording for wrong or missing credentials. */
const AUTH_FAILURE_MESSAGE =
  "API key authentication/authorization failure. You may be unauthorized to access the API or your API key may be expired. Visit API keys management section to check your keys.";

/** 401, the same body on every endpoint. */
export function authFailure() {
  return new MailjetApiError(
    401,
    { ErrorIdentifier: randomUUID(), StatusCode: 401, ErrorMessage: AUTH_FAILURE_MESSAGE },
    {
      "WWW-Authenticate": 'Basic realm="Mailjet API"',
    },
  );
}

/**
 * A Send API error about the whole request (broken JSON, wrong top-level types).
 * @param {string} code e.g. `mj-0002`
 * @param {string} message
 * @param {string[]} [relatedTo]
 */
export function sendGlobalError(code, message, relatedTo) {
  return new MailjetApiError(400, {
    ErrorIdentifier: randomUUID(),
    ErrorCode: code,
    ErrorMessage: message,
    StatusCode: 400,
    ...(relatedTo ? { ErrorRelatedTo: relatedTo } : {}),
  });
}

/** The global error for a body that is not JSON or has the wrong top-level types. */
export function malformedJson() {
  return sendGlobalError("mj-0002", "Malformed JSON, please review the syntax and properties types.");
}

/**
 * A v3 REST error body (`/v3/REST/...`).
 * @param {number} status
 * @param {string} message
 * @param {string | Record<string, string>} [errorInfo]
 */
export function restError(status, message, errorInfo = "") {
  return new MailjetApiError(status, { ErrorInfo: errorInfo, ErrorMessage: message, StatusCode: status });
}

/**
 * 413 for a body over the sink's limit, refused before it is read.
 * @param {number} limit
 */
export function bodyTooLarge(limit) {
  return new MailjetApiError(413, {
    ErrorIdentifier: randomUUID(),
    ErrorCode: "mj-0011",
    StatusCode: 413,
    ErrorMessage: `Request entity too large: the body may not exceed ${limit} bytes.`,
  });
}

/** @type {Record<number, string>} */
const STATUS_TEXT = {
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * An answer injected by the fault API (provider down, rate limited).
 * @param {number} status
 */
export function injectedFailure(status) {
  return new MailjetApiError(status, {
    ErrorIdentifier: randomUUID(),
    StatusCode: status,
    ErrorMessage: `${STATUS_TEXT[status] ?? "Error"} (injected by the mail sink)`,
  });
}

/** 404 for a path Mailjet does not have. */
export function objectNotFound() {
  return restError(404, "Object not found");
}

/**
 * 405 for a method the endpoint does not take.
 * @param {string} method
 * @param {string} allow
 */
export function methodNotAllowed(method, allow) {
  const error = restError(405, `Method ${method} not allowed on this resource`);
  error.headers = { Allow: allow };
  return error;
}
