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
import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";

/**
 * The rate limit shared by every instance: `limit` submissions per key within `windowMs`, counted
 * in Redis by `rate-limiter-flexible` (one atomic script per hit: a fixed window that starts with
 * the key's first hit; refused hits are not counted). A hit given back (a refusal made before
 * anything was sent) is rewarded back in Redis. While Redis cannot answer within the forms'
 * deadline, `local` (this instance's RateLimiterMemory) decides: the forms keep working, one log
 * line says so (FormsRedis.attempt; not the library's insuranceLimiter, which has neither).
 * Redis never holds a key as given (a visitor's address, a mailbox): only its keyed digest
 * (HMAC-SHA-256 with a key derived from SIGNING_SECRET for this limiter, issue 40).
 */
export function createSharedRateLimiter({
  redis,
  limit,
  windowMs,
  local,
  name = "rate",
  secret,
}: {
  redis: FormsRedis;
  /** SIGNING_SECRET: the keys' digests are keyed with a key derived from it. */
  secret: string;
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
  const box = sealedBox(derivedKey(secret, `forms-limit:${name}`));
  const takeShared = async (key: string): Promise<RateVerdict> => {
    const digest = box.digest(key);
    return (
      (await refusalOf(shared, digest)) ??
      allowedHit(() => {
        void redis.attempt(
          () => shared.reward(digest, 1),
          () => null,
        );
      })
    );
  };
  return {
    take: (key) =>
      redis.attempt(
        () => takeShared(key),
        () => local.take(key),
      ),
    count: (key) =>
      redis.attempt(
        async () => Math.max(0, (await shared.get(box.digest(key)))?.consumedPoints ?? 0),
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
  { name, limit, windowMs, secret }: { name: string; limit: number; windowMs: number; secret: string },
): RateLimiter {
  const local = createRateLimiter({ limit, windowMs });
  return redis ? createSharedRateLimiter({ redis, limit, windowMs, local, name, secret }) : local;
}
