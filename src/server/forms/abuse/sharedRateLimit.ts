import { RateLimiterRedis } from "rate-limiter-flexible";
import {
  allowedHit,
  createRateLimiter,
  refusalOf,
  windowSeconds,
  type RateLimiter,
  type RateVerdict,
} from "./rateLimit";
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
  name = "rate",
}: {
  redis: FormsRedis;
  limit: number;
  windowMs: number;
  local: RateLimiter;
  /** What it counts, in its Redis keys (`<forms prefix>:<name>:<key>`): each limiter its own. */
  name?: string;
}): RateLimiter {
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    keyPrefix: `${redis.prefix}:${name}`,
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
    count: (key) =>
      redis.attempt(
        async () => Math.max(0, (await shared.get(key))?.consumedPoints ?? 0),
        () => local.count(key),
      ),
  };
}

/**
 * A limiter of `limit` hits per key within `windowMs`: shared by every instance through `redis`
 * (with this instance's memory answering while Redis cannot), or this instance's alone without it.
 */
export function createLimiter(
  redis: FormsRedis | null,
  { name, limit, windowMs }: { name: string; limit: number; windowMs: number },
): RateLimiter {
  const local = createRateLimiter({ limit, windowMs });
  return redis ? createSharedRateLimiter({ redis, limit, windowMs, local, name }) : local;
}
