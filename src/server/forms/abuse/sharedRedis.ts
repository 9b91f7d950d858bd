import { createClient } from "@redis/client";
import { stateRedisConfig } from "@/server/redisConfig.mjs";

/** Each Redis command of the forms gives up after this long; the process's own stores answer instead. */
const FORMS_REDIS_TIMEOUT_MS = 1_000;

/** A client that fails its commands at once while it is not connected (no offline queue), and reconnects by itself. */
function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000) },
  });
}

/**
 * The eviction a Redis applies when full, from its `INFO memory`, or null when it never evicts
 * (`noeviction`, or no `maxmemory`) or does not say (a managed Redis may refuse INFO).
 */
export function evictionPolicy(info: string): string | null {
  const maxmemory = Number(/^maxmemory:(\d+)/m.exec(info)?.[1] ?? 0);
  const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1];
  return maxmemory > 0 && policy && policy !== "noeviction" ? policy : null;
}

/** The forms' connection to the instances' shared state Redis (REDIS_STATE_URL, else REDIS_URL). */
export type FormsRedis = {
  client: ReturnType<typeof newClient>;
  /** `<REDIS_KEY_PREFIX>:<SITE_COUNTRY>:forms`: where the forms' keys live. */
  prefix: string;
  /**
   * Runs one Redis call within FORMS_REDIS_TIMEOUT_MS. When it fails (Redis unreachable, slow or
   * refusing) `fallback` answers instead, and the outage is logged once, until a call succeeds again.
   */
  attempt<T>(call: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
};

const HOLDER_KEY = Symbol.for("laboratorios-brezo.formsRedis");

/** The host of a Redis URL without its credentials, for log lines. */
function redisHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
}

/** Rejects after `ms` unless `promise` settled first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Connects to `url` (in the background; the client reconnects by itself) and logs one line when
 * Redis becomes unusable and one when it is back. Commands fail at once while it is not connected
 * (no offline queue), so a form never waits on a Redis that is down.
 */
export function connectFormsRedis(url: string, prefix: string): FormsRedis {
  const host = redisHost(url);
  let down = false;
  const wentDown = (reason: string) => {
    if (down) return;
    down = true;
    console.error(
      `forms: Redis ${host} unusable (${reason}); rate limits and repeated submissions are checked in this instance only until it is back`,
    );
  };
  const cameBack = () => {
    if (!down) return;
    down = false;
    console.log(`forms: Redis ${host} reachable again; rate limits and repeated submissions are shared again`);
  };
  const client = newClient(url);
  client.on("error", (error: Error) => wentDown(error.message || error.name));
  client.on("ready", cameBack);
  // The state must never be evicted (docs/decisions.md): say so once when this Redis would.
  client.once("ready", () => {
    client.info("memory").then(
      (info) => {
        const policy = evictionPolicy(info);
        if (policy)
          console.error(
            `forms: Redis ${host} evicts keys when full (maxmemory-policy ${policy}): rate limits, repeated submissions and used links can be forgotten; give the forms a Redis with noeviction (REDIS_STATE_URL, docs/deploy.md)`,
          );
      },
      () => undefined,
    );
  });
  // The first submissions of a new process wait for the connection (within the timeout) rather than
  // count in memory while it is being made.
  const firstConnection = client.connect().then(
    () => undefined,
    () => undefined, // reported by the "error" listener; the client keeps reconnecting
  );
  return {
    client,
    prefix: `${prefix}:forms`,
    async attempt(call, fallback) {
      try {
        if (!client.isReady && !down) await within(firstConnection, FORMS_REDIS_TIMEOUT_MS);
        const result = await within(call(), FORMS_REDIS_TIMEOUT_MS);
        cameBack();
        return result;
      } catch (error) {
        wentDown(error instanceof Error ? error.message : String(error));
        return fallback();
      }
    },
  };
}

/**
 * The forms' Redis of this process when REDIS_STATE_URL or REDIS_URL is set, else null (kept on
 * globalThis: Next bundles the API routes apart, and one connection per process is enough).
 */
export function processFormsRedis(env: Record<string, string | undefined> = process.env): FormsRedis | null {
  const config = stateRedisConfig(env);
  if (!config) return null;
  const holder = globalThis as typeof globalThis & { [HOLDER_KEY]?: FormsRedis };
  return (holder[HOLDER_KEY] ??= connectFormsRedis(config.url, config.prefix));
}
