import { FormError } from "@/server/forms/pipeline/formError";
import type { FormAccepted } from "@/server/forms/pipeline/respond";
import type { SubmissionStore } from "./submissionStore";

/** How long a submission waits for another one with the same key that is being handled, before 409. */
const IN_FLIGHT_WAIT_MS = 20_000;
/** How often it looks whether that one has finished. */
const POLL_MS = 150;
/** Retry-After of that 409. */
const IN_FLIGHT_RETRY_SECONDS = 5;

/** What `once` made of a submission: its answer, and whether it is the first answer given again. */
type OnceResult = { accepted: FormAccepted; replayed: boolean };

/**
 * Runs a submission at most once per key, across every instance sharing the store:
 * - the first request with a key claims it and `run`s (sends); when `run` succeeds its answer is kept
 *   for 24 h, when it throws (a refusal, or the message to the company not accepted) the key is
 *   freed, so the same key may be sent again;
 * - a later request with an accepted key gets that first answer (`replayed`) and nothing is sent;
 * - a request arriving while another with its key is being handled waits for it (up to
 *   IN_FLIGHT_WAIT_MS): then it gets the first answer, or, if the first was not accepted, runs
 *   itself; past the wait it is refused with 409 and Retry-After (nothing sent).
 */
export async function once(
  store: SubmissionStore,
  key: string,
  run: () => Promise<FormAccepted>,
  waitMs = IN_FLIGHT_WAIT_MS,
): Promise<OnceResult> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const claim = await store.claim(key);
    if (claim.state === "accepted") return { accepted: claim.accepted, replayed: true };
    if (claim.state === "claimed") {
      let accepted: FormAccepted;
      try {
        accepted = await run();
      } catch (error) {
        await claim.release();
        throw error;
      }
      await claim.accept(accepted);
      return { accepted, replayed: false };
    }
    if (Date.now() >= deadline) throw new FormError(409, "errors.submissionInProgress", {}, IN_FLIGHT_RETRY_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
