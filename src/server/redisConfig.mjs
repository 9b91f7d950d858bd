// @ts-check
/**
 * Where the instances' shared Redis servers are: the cache (REDIS_URL: ISR pages and the search
 * snapshots; read by src/server/isrCache/cacheHandler.mjs and src/server/published/) and the
 * state (REDIS_STATE_URL, else REDIS_URL: the forms' rate limits, idempotency keys, recipient caps,
 * used links and no-JavaScript results, and the published record), with one key prefix
 * (REDIS_KEY_PREFIX). The state must not be evicted by cache writes: docs/decisions.md "The forms'
 * state has a Redis of its own". Plain JavaScript: Next loads the cache handler as is.
 */
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

/**
 * The shared Redis from the environment (its URL, and the key prefix with the country), or null
 * when there is none: REDIS_URL unset, or during `next build` (Redis is never used then).
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, prefix: string } | null}
 */
export function sharedCacheConfig(env = process.env) {
  return redisConfig("REDIS_URL", env);
}

/**
 * The forms' state Redis from the environment (REDIS_STATE_URL, else REDIS_URL), or null when
 * there is none (or during `next build`).
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, prefix: string } | null}
 */
export function stateRedisConfig(env = process.env) {
  return (env.REDIS_STATE_URL ?? "").trim() ? redisConfig("REDIS_STATE_URL", env) : sharedCacheConfig(env);
}

/**
 * @param {"REDIS_URL" | "REDIS_STATE_URL"} name
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, prefix: string } | null}
 */
function redisConfig(name, env) {
  const raw = (env[name] ?? "").trim();
  if (!raw || env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid ${name}: expected redis://[user:password@]host:port[/db] or rediss://…`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new Error(`Invalid ${name}: the scheme must be redis: or rediss:, not ${url.protocol}`);
  }
  const prefix = (env.REDIS_KEY_PREFIX ?? "").trim() || "brezo";
  if (!/^[\w.-]{1,64}$/.test(prefix))
    throw new Error(`Invalid REDIS_KEY_PREFIX=${JSON.stringify(prefix)}: letters, digits, '.', '_' and '-' only.`);
  return { url: raw, prefix: `${prefix}:${(env.SITE_COUNTRY ?? "es").trim() || "es"}` };
}
