import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { allowedHit, type LocalRateLimiter, type RateLimiter, type RateVerdict } from "./rateLimit";
import type { FormsRedis } from "./abuse/sharedRedis";

/**
 * The rate limit shared by every instance: `limit` submissions per key within `windowMs`, counted
 * in Redis by the maintained `rate-limiter-flexible` (one atomic script per hit: a fixed window
 * that starts with the key's first hit; refused hits are not counted). A hit given back (a refusal made before anything was sent)
 * is rewarded back in Redis. While Redis cannot answer, `local` (this instance's own limiter)
 * decides, and its hits are given back to it: the forms keep working, one log line says so.
 */
export function createSharedRateLimiter({ redis, limit, windowMs, local }: { redis: FormsRedis; limit: number; windowMs: number; local: LocalRateLimiter }): RateLimiter {
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    keyPrefix: `${redis.prefix}:rate`,
    points: limit,
    duration: Math.ceil(windowMs / 1000),
  });
  const takeShared = async (key: string): Promise<RateVerdict> => {
    try {
      await shared.consume(key, 1);
    } catch (refusal) {
      // Over the limit is an answer (a RateLimiterRes), not a failure; anything else is Redis failing.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // The refused hit was counted too: it is taken back, so (as in memory) only allowed hits count.
      await shared.reward(key, 1);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
    return allowedHit(() => {
      void redis.attempt(
        () => shared.reward(key, 1),
        () => null,
      );
    });
  };
  return { take: (key) => redis.attempt(() => takeShared(key), () => local.take(key)) };
}
