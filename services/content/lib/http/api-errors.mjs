// @ts-check
/**
 * Error answers with Prismic's exact status codes and bodies (see docs/content-service.md).
 */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown> | null} body JSON body, or null for an empty body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(body && typeof body.message === "string" ? body.message : `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * 400 as Prismic answers a bad `q` (→ client ParsingError).
 * @param {{ message: string, line: number, column: number, location?: string }} error
 */
export function parsingError(error) {
  return new ApiError(400, {
    type: "parsing-error",
    message: error.message,
    line: error.line,
    column: error.column,
    location: error.location ?? "query",
  });
}

/**
 * 400 for another invalid parameter (→ client ParsingError).
 * @param {string} message
 */
export function validationError(message) {
  return new ApiError(400, { type: "api_validation_error", message });
}

/** 401 for a missing or wrong access token (→ client ForbiddenError). */
export function invalidAccessToken() {
  return new ApiError(401, {
    type: "api_security_error",
    message: "Invalid access token",
    error: "Invalid access token",
  });
}

/**
 * 404 for an unknown ref (→ client RefNotFoundError, retried with the master ref it names).
 * @param {string} masterRef
 */
export function refNotFound(masterRef) {
  return new ApiError(404, { type: "api_notfound_error", message: `Ref not found. Master ref is: ${masterRef}` });
}

/**
 * 410 for an expired ref (→ client RefExpiredError, retried with the master ref it names).
 * @param {string} masterRef
 */
export function refExpired(masterRef) {
  return new ApiError(410, { type: "api_validation_error", message: `Ref expired. Master ref is: ${masterRef}` });
}

/** 404 for an expired preview ref (→ client PreviewTokenExpiredError). */
export function previewTokenExpired() {
  return new ApiError(404, { type: "api_security_error", message: "This preview token has expired" });
}

/**
 * 404 for an unknown API path (→ client NotFoundError).
 * @param {string} message
 */
export function notFound(message) {
  return new ApiError(404, { type: "api_notfound_error", message });
}

/** 404 with a JSON body of another type (fault injection; → client NotFoundError). */
export function injectedNotFound() {
  return new ApiError(404, { type: "not_found", message: "Injected not found (404)" });
}

/** 404 with an empty body: unknown repository name (→ client RepositoryNotFoundError). */
export function repositoryNotFound() {
  return new ApiError(404, null);
}

/**
 * 429 (the client waits Retry-After seconds, then retries).
 * @param {number | string | null} retryAfter seconds, a raw header value, or null for no header
 */
export function tooManyRequests(retryAfter) {
  /** @type {Record<string, string>} */
  const headers = retryAfter === null ? {} : { "Retry-After": String(retryAfter) };
  return new ApiError(429, { status_code: 429, status_message: "Too Many Requests" }, headers);
}

/**
 * 5xx (→ client PrismicError).
 * @param {number} status
 * @param {string} message
 */
export function serverError(status, message) {
  return new ApiError(status, { type: "api_internal_error", message });
}

/**
 * 405 for a method other than GET/HEAD/OPTIONS on the API.
 * @param {string} method
 */
export function methodNotAllowed(method) {
  return new ApiError(405, { type: "api_validation_error", message: `Method ${method} is not allowed` }, { Allow: "GET, HEAD, OPTIONS" });
}
