import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import type { SharedState } from "./sharedRedis";

/** What a limiter says to one request: go on (and how to take the hit back), or wait. */
export type RateVerdict = { allowed: true; giveBack: () => void } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { take(key: string): Promise<RateVerdict> };

/** Counts one hit for `key`: allowed (and how to give it back once), or refused. Store failures are thrown. */
async function hit(limiter: RateLimiterAbstract, key: string, reward: () => void): Promise<RateVerdict> {
  try {
    await limiter.consume(key, 1);
  } catch (refusal) {
    // Over the limit is an answer (a RateLimiterRes), not a failure; anything else is the store failing.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    // The library counts a refused hit too: only allowed hits may count.
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

/**
 * `limit` hits per key in `windowMs`: in memory, or in Redis under a keyed digest of the key (never
 * an address, issue 40), with the memory deciding while Redis cannot (the library's insuranceLimiter would not log it).
 */
export function createRateLimiter({
  limit,
  windowMs,
  name = "rate",
  shared,
}: {
  limit: number;
  windowMs: number;
  /** What it counts, in its Redis keys. */
  name?: string;
  shared?: SharedState;
}): RateLimiter {
  const options = { points: limit, duration: Math.ceil(windowMs / 1000) };
  const memory = new RateLimiterMemory(options);
  const local: RateLimiter = { take: (key) => hit(memory, key, () => void memory.reward(key, 1)) };
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
  };
}
