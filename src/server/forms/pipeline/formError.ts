import type * as z from "zod/mini";

/** A refusal of a form submission: HTTP status, a message key of the `forms` namespace, field errors. */
export class FormError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 415 | 429 | 500 | 502 | 503,
    readonly messageKey: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = "FormError";
  }
}

/** What a form answers when it accepted a submission: the JSON body, and what the result page's success text names. */
export type FormAccepted = { answer: Record<string, unknown>; details: Record<string, string> };

/** What a submission came to: the fields the visitor sent (as far as they were read), and whether it was accepted. */
export type Submission = {
  fields: Record<string, unknown>;
  result: { ok: true; accepted: FormAccepted } | { ok: false; error: FormError };
};

/** The headers a refusal carries however it is answered. */
export function refusalHeaders(error: FormError): Record<string, string> {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
  if (error.status === 405) headers.Allow = "POST";
  // The rest of an oversized or stalled body is not worth reading: the connection ends with the answer.
  if (error.status === 413 || error.status === 408) headers.Connection = "close";
  return headers;
}

/** Field → message key of the first problem of each field, for API answers and form errors. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What a form's schema makes of its input, or a refusal (400) naming each field's problem. */
export function validInput<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
  return parsed.data;
}
