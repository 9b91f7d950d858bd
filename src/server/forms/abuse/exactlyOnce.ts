import type { IncomingMessage } from "node:http";
import { FormError } from "@/server/forms/pipeline/formError";
import type { SubmissionStore } from "./submissionStore";

/** The claim on a submission's key, so it is sent once; waits up to `waitMs` while another request holds it. */
export async function claimOnce(store: SubmissionStore, key: string, waitMs = 20_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await store.claim(key);
    if (claim.state !== "inFlight") return claim;
    if (Date.now() >= deadline) throw new FormError(409, "errors.submissionInProgress", {}, 5);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** A key as the browser makes it: a UUID (crypto.randomUUID, or its stand-in), any case. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submission's idempotency key (lower case), or null without one; anything else in the header is refused (400). */
export function idempotencyKeyOf(req: IncomingMessage): string | null {
  const value = req.headers["idempotency-key"]; // as src/forms/postForm.ts sends it
  if (value === undefined) return null;
  if (typeof value !== "string" || !KEY_PATTERN.test(value)) throw new FormError(400, "errors.idempotencyKey");
  return value.toLowerCase();
}
