/** A refusal of a form submission: HTTP status, a message key of the `forms` namespace, field errors. */
export class FormError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 408 | 413 | 415 | 429 | 500 | 502 | 503,
    readonly messageKey: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = "FormError";
  }
}
