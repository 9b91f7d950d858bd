import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import type { SharedState } from "./sharedRedis";

/** What a limiter says to one request: go on (and how to take the hit back), or wait. */
export type RateVerdict = { allowed: true; giveBack: () => void } | { allowed: false; retryAfterSeconds: number };

/** A per-key limiter (createRateLimiter). */
export type RateLimiter = {
  take(key: string): Promise<RateVerdict>;
  /** How many hits `key` has in its current window (0 when none), without counting one. */
  count(key: string): Promise<number>;
};

/**
 * Counts one hit for `key` on a rate-limiter-flexible limiter: allowed (its hit can be given back
 * once, through `reward`), or refused with the seconds until the key's window ends. A refused hit
 * is counted by the library too; it is rewarded back, so only allowed hits count. Store failures
 * are thrown.
 */
async function hit(limiter: RateLimiterAbstract, key: string, reward: () => void): Promise<RateVerdict> {
  try {
    await limiter.consume(key, 1);
  } catch (refusal) {
    // Over the limit is an answer (a RateLimiterRes), not a failure; anything else is the store failing.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    await limiter.reward(key, 1);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
  let givenBack = false;
  const giveBack = () => {
    if (givenBack) return;
    givenBack = true;
    reward();
  };
  return { allowed: true, giveBack };
}

/** The hits `key` has in its current window on `limiter` (0 when none). */
const hitsOf = async (limiter: RateLimiterAbstract, key: string) =>
  Math.max(0, (await limiter.get(key))?.consumedPoints ?? 0);

/**
 * `limit` hits per key in a window of `windowMs` that starts with the key's first hit, counted by
 * rate-limiter-flexible; a hit given back (a refusal made before anything was sent) no longer
 * counts. Without `shared.redis`: this instance's RateLimiterMemory. With it: RateLimiterRedis, one
 * atomic script per hit, shared by every instance under `<forms prefix>:<name>:<key digest>` —
 * Redis never holds a key as given (a visitor's address, a mailbox), only its keyed digest
 * (HMAC-SHA-256 with a key derived from SIGNING_SECRET for this limiter, issue 40). While Redis
 * cannot answer within the forms' deadline the memory limiter decides: the forms keep working, one
 * log line says so (FormsRedis.attempt; not the library's insuranceLimiter, which has neither).
 */
export function createRateLimiter({
  limit,
  windowMs,
  name = "rate",
  shared,
}: {
  limit: number;
  windowMs: number;
  /** What it counts, in its Redis keys: each limiter its own. */
  name?: string;
  shared?: SharedState;
}): RateLimiter {
  const options = { points: limit, duration: Math.ceil(windowMs / 1000) };
  const memory = new RateLimiterMemory(options);
  const local: RateLimiter = {
    take: (key) => hit(memory, key, () => void memory.reward(key, 1)),
    count: (key) => hitsOf(memory, key),
  };
  const redis = shared?.redis;
  if (!shared || !redis) return local;
  const keyPrefix = `${redis.prefix}:${name}`;
  const inRedis = new RateLimiterRedis({ ...options, storeClient: redis.client, useRedisPackage: true, keyPrefix });
  const box = sealedBox(derivedKey(shared.secret, `forms-limit:${name}`));
  const takeInRedis = (digest: string) =>
    hit(
      inRedis,
      digest,
      () =>
        void redis.attempt(
          () => inRedis.reward(digest, 1),
          () => null,
        ),
    );
  return {
    take: (key) =>
      redis.attempt(
        () => takeInRedis(box.digest(key)),
        () => local.take(key),
      ),
    count: (key) =>
      redis.attempt(
        () => hitsOf(inRedis, box.digest(key)),
        () => local.count(key),
      ),
  };
}
