import { RateLimiterRedis } from "rate-limiter-flexible";
import { allowedHit, refusalOf, windowSeconds, type RateLimiter, type RateVerdict } from "./rateLimit";
import type { FormsRedis } from "./sharedRedis";

/**
 * The rate limit shared by every instance: `limit` submissions per key within `windowMs`, counted
 * in Redis by `rate-limiter-flexible` (one atomic script per hit: a fixed window that starts with
 * the key's first hit; refused hits are not counted). A hit given back (a refusal made before
 * anything was sent) is rewarded back in Redis. While Redis cannot answer within the forms'
 * deadline, `local` (this instance's RateLimiterMemory) decides: the forms keep working, one log
 * line says so (FormsRedis.attempt; not the library's insuranceLimiter, which has neither).
 */
export function createSharedRateLimiter({
  redis,
  limit,
  windowMs,
  local,
}: {
  redis: FormsRedis;
  limit: number;
  windowMs: number;
  local: RateLimiter;
}): RateLimiter {
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    keyPrefix: `${redis.prefix}:rate`,
    points: limit,
    duration: windowSeconds(windowMs),
  });
  const takeShared = async (key: string): Promise<RateVerdict> =>
    (await refusalOf(shared, key)) ??
    allowedHit(() => {
      void redis.attempt(
        () => shared.reward(key, 1),
        () => null,
      );
    });
  return {
    take: (key) =>
      redis.attempt(
        () => takeShared(key),
        () => local.take(key),
      ),
  };
}
