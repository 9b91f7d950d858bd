// @ts-check
/**
 * Where the instances' shared Redis is (REDIS_URL, REDIS_KEY_PREFIX): read by the ISR cache handler
 * (src/server/isrCache/cacheHandler.mjs) and by the forms (src/server/forms/abuse/sharedRedis.ts), so both
 * agree on the URL's rules and on the key prefix. Plain JavaScript: Next loads the cache handler as is.
 */
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

/**
 * The shared Redis from the environment (its URL, and the key prefix with the country), or null
 * when there is none: REDIS_URL unset, or during `next build` (Redis is never used then).
 * @param {Record<string, string | undefined>} env
 * @returns {{ url: string, prefix: string } | null}
 */
export function sharedCacheConfig(env = process.env) {
  const raw = (env.REDIS_URL ?? "").trim();
  if (!raw || env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid REDIS_URL: expected redis://[user:password@]host:port[/db] or rediss://…`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new Error(`Invalid REDIS_URL: the scheme must be redis: or rediss:, not ${url.protocol}`);
  }
  const prefix = (env.REDIS_KEY_PREFIX ?? "").trim() || "brezo";
  if (!/^[\w.-]{1,64}$/.test(prefix))
    throw new Error(`Invalid REDIS_KEY_PREFIX=${JSON.stringify(prefix)}: letters, digits, '.', '_' and '-' only.`);
  return { url: raw, prefix: `${prefix}:${(env.SITE_COUNTRY ?? "es").trim() || "es"}` };
}
