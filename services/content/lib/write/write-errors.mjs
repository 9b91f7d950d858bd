// @ts-check
/**
 * Errors of the write APIs, each in the body shape its real API uses and `@prismicio/client` reads:
 * the Migration API answers `{ message }`, the Asset API `{ error }`, the Custom Types API plain text
 * (400/401) or `{ message }` (403).
 */
export class WriteApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, string>} [headers]
   */
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** @typedef {"migration" | "asset" | "customtypes"} WriteApiName */

/**
 * The body a write API sends for an error.
 * @param {WriteApiName} api
 * @param {WriteApiError} error
 * @returns {{ json: unknown } | { text: string }}
 */
export function errorBody(api, error) {
  if (api === "asset") return { json: { error: error.message } };
  if (api === "migration") return { json: { message: error.message } };
  if (error.status === 400 || error.status === 401) return { text: error.message };
  return { json: { message: error.message } };
}

/** @param {string} message */
export const invalid = (message) => new WriteApiError(400, message);
/** @param {string} message */
export const notFound = (message) => new WriteApiError(404, message);
