import type { IncomingMessage } from "node:http";
import { FormError } from "@/server/forms/pipeline/formError";

/** The header the site's script sends every submission's key in (src/forms/postForm.ts). */
const IDEMPOTENCY_HEADER = "idempotency-key";

/** A key as the browser makes it: a UUID (crypto.randomUUID, or its stand-in), any case. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The submission's idempotency key (lower case), or null when the request has none (a native post,
 * curl): a new submission. Anything else in the header is refused with 400 before the body is read.
 */
export function idempotencyKeyOf(req: IncomingMessage): string | null {
  const value = req.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== "string" || !KEY_PATTERN.test(value)) throw new FormError(400, "errors.idempotencyKey");
  return value.toLowerCase();
}
