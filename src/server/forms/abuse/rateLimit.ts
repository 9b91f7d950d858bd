import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** What a limiter says to one request: go on (and how to take the hit back), or wait. */
export type RateVerdict = { allowed: true; giveBack: () => void } | { allowed: false; retryAfterSeconds: number };

/**
 * A per-key limiter: the in-memory one below (per server instance), or the one shared by every
 * instance through Redis (sharedRateLimit.ts).
 */
export type RateLimiter = {
  take(key: string): Promise<RateVerdict>;
  /** How many hits `key` has in its current window (0 when none), without counting one. */
  count(key: string): Promise<number>;
};

/** An allowed hit that can be given back once (giving it back again does nothing). */
export function allowedHit(giveBack: () => void): RateVerdict {
  let givenBack = false;
  return {
    allowed: true,
    giveBack: () => {
      if (givenBack) return;
      givenBack = true;
      giveBack();
    },
  };
}

/** rate-limiter-flexible's window, in whole seconds, for a window in milliseconds. */
export function windowSeconds(windowMs: number): number {
  return Math.ceil(windowMs / 1000);
}

/**
 * Counts one hit for `key` on a rate-limiter-flexible limiter (memory or Redis): null when it is
 * allowed, else the refusal with the seconds until the key's window ends. A refused hit is counted
 * by the library too; it is rewarded back, so only allowed hits count. Store failures are thrown.
 */
export async function refusalOf(limiter: RateLimiterAbstract, key: string): Promise<RateVerdict | null> {
  try {
    await limiter.consume(key, 1);
    return null;
  } catch (refusal) {
    // Over the limit is an answer (a RateLimiterRes), not a failure; anything else is the store failing.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    await limiter.reward(key, 1);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

/**
 * This instance's limiter (rate-limiter-flexible's RateLimiterMemory): `limit` hits per key in a
 * window of `windowMs` that starts with the key's first hit, as the Redis one counts. A hit given
 * back (a submission refused for something the visitor can correct) no longer counts.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const memory = new RateLimiterMemory({ points: limit, duration: windowSeconds(windowMs) });
  return {
    take: async (key) => (await refusalOf(memory, key)) ?? allowedHit(() => void memory.reward(key, 1)),
    count: async (key) => Math.max(0, (await memory.get(key))?.consumedPoints ?? 0),
  };
}
