/**
 * The result page's outcomes shared by every instance through Redis (REDIS_URL, docs/deploy.md):
 * a native post answered by one instance can be read on any other. Each outcome is encrypted at
 * rest (AES-256-GCM with a key derived from SIGNING_SECRET, bound to its token), stored under a
 * keyed digest of the token (Redis never holds a token that opens a page), and expires after
 * RESULT_TTL_MS. This process's memory store keeps its own copy: it answers when Redis cannot.
 */
import type { FormsRedis } from "@/server/forms/abuse/sharedRedis";
import type { SealedBox } from "@/server/signing/sealedBox";
import type { FormOutcome } from "./formOutcome";
import { isResultToken, RESULT_TTL_MS, type FormResultStore, type ResultStore } from "./resultStore";

/** Largest sealed outcome written to Redis (an outcome is bounded by the forms' own field limits far below it). */
const MAX_SEALED_CHARS = 256 * 1024;

/** An outcome read back from Redis, or null when it is not one (never trusted blindly). */
function parseOutcome(text: string): FormOutcome | null {
  try {
    const value = JSON.parse(text) as Partial<FormOutcome> | null;
    if (
      value &&
      typeof value === "object" &&
      typeof value.form === "string" &&
      typeof value.returnPath === "string" &&
      typeof value.ok === "boolean"
    )
      return value as FormOutcome;
  } catch {
    // not JSON: treated as unknown
  }
  return null;
}

/**
 * The outcomes in the Redis every instance shares, with this process's memory underneath.
 * @param redis the forms' connection to Redis
 * @param local this process's store (answers first, and alone while Redis cannot)
 * @param box the sealed box of the "form-results" key
 */
export function createSharedResultStore(redis: FormsRedis, local: FormResultStore, box: SealedBox): ResultStore {
  const keyOf = (token: string) => `${redis.prefix}:result:${box.digest(token)}`;
  return {
    async put(outcome) {
      const token = local.put(outcome);
      const sealed = box.seal(JSON.stringify(outcome), token);
      if (sealed.length <= MAX_SEALED_CHARS)
        await redis.attempt(
          () => redis.client.set(keyOf(token), sealed, { PX: RESULT_TTL_MS }),
          () => null,
        );
      return token;
    },
    async get(token) {
      if (!isResultToken(token)) return null;
      const kept = local.get(token);
      if (kept) return kept;
      const sealed = await redis.attempt(
        () => redis.client.get(keyOf(token)),
        () => null,
      );
      if (typeof sealed !== "string") return null;
      const text = box.open(sealed, token);
      return text === null ? null : parseOutcome(text);
    },
  };
}
