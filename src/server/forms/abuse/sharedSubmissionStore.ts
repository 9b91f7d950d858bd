import { randomUUID } from "node:crypto";
import type { FormAccepted } from "@/server/forms/pipeline/respond";
import type { FormsRedis } from "./sharedRedis";
import type { SealedBox } from "@/server/signing/sealedBox";
import { ACCEPTED_TTL_MS, IN_FLIGHT_TTL_MS, type Claim, type SubmissionStore } from "./submissionStore";

const IN_FLIGHT = "inflight:";
const ACCEPTED = "accepted:";

/** Atomically: the key's value if it has one, else the in-flight marker is set (with its lifetime) and "" answered. */
const CLAIM_SCRIPT = `local v = redis.call('GET', KEYS[1])
if v then return v end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ''`;
/** Keeps the first answer, unless another request holds the key now (its marker replaced ours after it expired). */
const ACCEPT_SCRIPT = `local v = redis.call('GET', KEYS[1])
if (not v) or v == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end
return 0`;
/** Frees the key only if our own marker is still there. */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** A first answer read back from Redis, or null when the value is not one (never trusted blindly). */
function parseAccepted(text: string): FormAccepted | null {
  try {
    const value = JSON.parse(text) as Partial<FormAccepted>;
    if (
      value &&
      typeof value.answer === "object" &&
      value.answer !== null &&
      typeof value.details === "object" &&
      value.details !== null
    )
      return value as FormAccepted;
  } catch {
    // not JSON: treated as in flight until it expires
  }
  return null;
}

/**
 * The keys of submissions in the Redis every instance shares: an in-flight marker set atomically
 * only when the key is free (SET-if-absent in one script, `inFlightTtlMs`), replaced by the first
 * answer for ACCEPTED_TTL_MS once the submission was accepted, or deleted when it was not. While
 * Redis cannot answer, `local` (this process's memory) decides, and one log line says so.
 * Nothing in Redis reads as anything (issue 40): the key is a keyed digest of the submission's key,
 * and the first answer (which names the requester) is sealed with `box`, bound to that key.
 * @param box the sealed box of the "form-submissions" key (derived from SIGNING_SECRET)
 */
export function createSharedSubmissionStore(
  redis: FormsRedis,
  local: SubmissionStore,
  box: SealedBox,
  inFlightTtlMs = IN_FLIGHT_TTL_MS,
): SubmissionStore {
  const claimShared = async (key: string): Promise<Claim> => {
    const redisKey = `${redis.prefix}:submission:${box.digest(key)}`;
    const marker = `${IN_FLIGHT}${randomUUID()}`;
    const found = String(
      await redis.client.eval(CLAIM_SCRIPT, { keys: [redisKey], arguments: [marker, String(inFlightTtlMs)] }),
    );
    if (found.startsWith(ACCEPTED)) {
      const opened = box.open(found.slice(ACCEPTED.length), key);
      const accepted = opened === null ? null : parseAccepted(opened);
      if (accepted) return { state: "accepted", accepted };
    }
    if (found !== "") return { state: "inFlight" };
    return {
      state: "claimed",
      accept: async (accepted) => {
        const value = `${ACCEPTED}${box.seal(JSON.stringify(accepted), key)}`;
        await redis.attempt(
          () =>
            redis.client.eval(ACCEPT_SCRIPT, { keys: [redisKey], arguments: [marker, value, String(ACCEPTED_TTL_MS)] }),
          () => null,
        );
      },
      release: async () => {
        await redis.attempt(
          () => redis.client.eval(RELEASE_SCRIPT, { keys: [redisKey], arguments: [marker] }),
          () => null,
        );
      },
    };
  };
  return {
    claim: (key) =>
      redis.attempt(
        () => claimShared(key),
        () => local.claim(key),
      ),
  };
}
