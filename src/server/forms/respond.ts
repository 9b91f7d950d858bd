import type { ServerResponse } from "node:http";
import { FormError } from "./formError";
import { translateFormMessage } from "./translate";

/** Writes a JSON answer that is never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  res.end(JSON.stringify(body));
}

/** The answer to a refused submission: a Spanish message and one per field (keys translated for the site's locale). */
export function sendFormError(res: ServerResponse, error: FormError, locale: string): void {
  const fields = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translateFormMessage(locale, key)]));
  const headers: Record<string, string> = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {};
  if (error.status === 405) headers.Allow = "POST";
  // The rest of an oversized or stalled body is not worth reading: the connection ends with the answer.
  if (error.status === 413 || error.status === 408) headers.Connection = "close";
  sendJson(res, error.status, { ok: false, message: translateFormMessage(locale, error.messageKey), fields }, headers);
}

/** Runs a form handler, answering FormErrors as such and anything else as a 500 without details. */
export async function answerForm(res: ServerResponse, locale: string, handle: () => Promise<unknown>): Promise<void> {
  try {
    const body = await handle();
    sendJson(res, 200, body);
  } catch (error) {
    if (error instanceof FormError) return sendFormError(res, error, locale);
    console.error("form handler failed:", error);
    sendFormError(res, new FormError(500, "errors.unexpected"), locale);
  }
}
