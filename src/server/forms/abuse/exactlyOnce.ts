import { FormError } from "@/server/forms/pipeline/formError";
import type { Claim, SubmissionStore } from "./submissionStore";

/** How long a submission waits for another one with the same key that is being handled, before 409. */
const IN_FLIGHT_WAIT_MS = 20_000;
/** How often it looks whether that one has finished. */
const POLL_MS = 150;
/** Retry-After of that 409. */
const IN_FLIGHT_RETRY_SECONDS = 5;

/**
 * The claim on a submission's key, for sending it at most once across every instance sharing the
 * store: `claimed` (send, then `accept` the answer, kept for 24 h, or `release` the key after a
 * refusal, so the same key may be sent again), or `accepted` (the first answer, to give again;
 * nothing is sent). While another request with the key is being handled it waits for it (up to
 * `waitMs`), then claims again; past the wait it is refused with 409 and Retry-After.
 */
export async function claimOnce(
  store: SubmissionStore,
  key: string,
  waitMs = IN_FLIGHT_WAIT_MS,
): Promise<Exclude<Claim, { state: "inFlight" }>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await store.claim(key);
    if (claim.state !== "inFlight") return claim;
    if (Date.now() >= deadline) throw new FormError(409, "errors.submissionInProgress", {}, IN_FLIGHT_RETRY_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
