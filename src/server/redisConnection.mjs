// @ts-check
/**
 * The one way this site connects to a Redis (the ISR cache handler, the snapshots, the forms'
 * state): a client that connects in the background and reconnects by itself, fails its commands at
 * once while it is not connected (no offline queue, so nothing waits on a Redis that is down), and
 * logs one line when Redis becomes unusable and one when it is back. Plain JavaScript: Next loads
 * the cache handler as is. Where each Redis is: ./redisConfig.mjs.
 */
import { createClient } from "@redis/client";

/** The host of a Redis URL without its credentials, for log lines. @param {string} url */
export function redisHost(url) {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

/**
 * Rejects after `ms` unless `promise` settled first.
 * @template T @param {Promise<T>} promise @param {number} ms @returns {Promise<T>}
 */
function within(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}

/**
 * Connects to a Redis for one use.
 * @param {string} url
 * @param {{ label: string, whenDown: string, whenBack?: string, onReady?: (client: { info: (section: string) => Promise<string> }) => void }} use
 *   `label` starts its log lines ("forms"); `whenDown` and `whenBack` say what that means for the site
 */
export function connectRedis(url, { label, whenDown, whenBack, onReady }) {
  const host = redisHost(url);
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(200 * 2 ** retries, 5_000),
    },
  });
  /** @param {string} reason */
  const wentDown = (reason) => {
    if (down) return;
    down = true;
    console.error(`${label}: Redis ${host} unusable (${reason}); ${whenDown}`);
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    console.log(`${label}: Redis ${host} reachable again${whenBack ? `; ${whenBack}` : ""}`);
  };
  client.on("error", (/** @type {Error} */ error) => wentDown(error.message || error.name));
  client.on("ready", cameBack);
  if (onReady) client.once("ready", () => onReady(client));
  // The first calls wait for the first connection attempt's outcome: ready, or refused (then at once).
  const attempted = new Promise((resolve) => {
    client.once("ready", resolve);
    client.once("error", () => resolve(undefined));
  });
  client.connect().catch(() => undefined); // reported by the "error" listener; the client keeps reconnecting
  return {
    client,
    host,
    /**
     * Runs one Redis call within `timeoutMs`; when it fails (Redis unreachable, slow or refusing)
     * `fallback` answers instead and the outage is logged once, until a call succeeds again.
     * @template T @param {() => Promise<T>} call @param {() => T | Promise<T>} fallback @param {number} timeoutMs
     * @returns {Promise<T>}
     */
    async attempt(call, fallback, timeoutMs) {
      try {
        if (!client.isReady && !down) await within(attempted, timeoutMs);
        const result = await within(call(), timeoutMs);
        cameBack();
        return result;
      } catch (error) {
        wentDown(error instanceof Error ? error.message : String(error));
        return fallback();
      }
    },
  };
}
