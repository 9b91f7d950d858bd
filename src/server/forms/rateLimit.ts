/** What a limiter says to one request: go on (and how to take the hit back), or wait. */
export type RateVerdict = { allowed: true; giveBack: () => void } | { allowed: false; retryAfterSeconds: number };

/**
 * A per-key limiter: the in-memory one below (per server instance), or the one shared by every
 * instance through Redis (sharedRateLimit.ts), which answers asynchronously.
 */
export type RateLimiter = { take(key: string): RateVerdict | Promise<RateVerdict> };

/** A limiter whose answers are immediate: the in-memory one. */
export type LocalRateLimiter = { take(key: string): RateVerdict };

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

/** Most keys remembered before the ones with no recent hit are forgotten. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * Allows `limit` hits per key within `windowMs`; older hits fall out of the window. A hit given
 * back (a submission refused for something the visitor can correct) no longer counts.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): LocalRateLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000)) };
      }
      recent.push(time);
      hits.set(key, recent);
      if (hits.size > SWEEP_ABOVE_KEYS) for (const [k, v] of hits) if (v.every((at) => time - at >= windowMs)) hits.delete(k);
      return allowedHit(() => {
        const list = hits.get(key);
        const index = list?.lastIndexOf(time) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
      });
    },
  };
}
