import { FormError } from "@/server/forms/pipeline/formError";
import type { Claim, SubmissionStore } from "./submissionStore";

/** How long a submission waits for another one with the same key that is being handled, before 409. */
const IN_FLIGHT_WAIT_MS = 20_000;
/** How often it looks whether that one has finished. */
const POLL_MS = 150;
/** Retry-After of that 409. */
const IN_FLIGHT_RETRY_SECONDS = 5;

/**
 * The claim on a submission's key, so it is sent at most once across the instances: `claimed` or
 * `accepted` (the first answer, given again). While another request holds the key it waits up to
 * `waitMs`, then claims again; past the wait, 409 with Retry-After.
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
