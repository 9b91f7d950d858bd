/** A per-key sliding-window limiter in memory (per server instance). */
export type RateLimiter = { take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } };

/** Allows `limit` hits per key within `windowMs`; older hits fall out of the window. */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
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
      if (hits.size > 10_000) for (const [k, v] of hits) if (v.every((at) => time - at >= windowMs)) hits.delete(k);
      return { allowed: true };
    },
  };
}
