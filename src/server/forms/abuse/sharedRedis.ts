import { stateRedisConfig } from "@/server/redisConfig.mjs";
import { connectRedis, redisHost } from "@/server/redisConnection.mjs";
import { perProcess } from "@/lib/perProcess";

/** Each Redis command of the forms gives up after this long; the process's own stores answer instead. */
const FORMS_REDIS_TIMEOUT_MS = 1_000;

/** The eviction a Redis applies when full (its `INFO memory`), or null when it never evicts or does not say. */
export function evictionPolicy(info: string): string | null {
  const maxmemory = Number(/^maxmemory:(\d+)/m.exec(info)?.[1] ?? 0);
  const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1];
  return maxmemory > 0 && policy && policy !== "noeviction" ? policy : null;
}

/** The forms' connection to the instances' shared state Redis (REDIS_STATE_URL, else REDIS_URL). */
export type FormsRedis = {
  client: ReturnType<typeof connectRedis>["client"];
  /** `<REDIS_KEY_PREFIX>:<SITE_COUNTRY>:forms`: where the forms' keys live. */
  prefix: string;
  /** Runs one Redis call within FORMS_REDIS_TIMEOUT_MS; when it fails, `fallback` answers (the outage logged once). */
  attempt<T>(call: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
};

/** The forms' Redis (null: memory only) and SIGNING_SECRET, the key of digests and sealed values (issue 40). */
export type SharedState = { redis: FormsRedis | null; secret: string };

/** Connects to `url` (in the background) and says once at start when that Redis would evict the forms' state. */
export function connectFormsRedis(url: string, prefix: string): FormsRedis {
  const connection = connectRedis(url, {
    label: "forms",
    whenDown: "rate limits and repeated submissions are checked in this instance only until it is back",
    whenBack: "rate limits and repeated submissions are shared again",
    // The state must never be evicted (docs/decisions.md): say so once when this Redis would.
    onReady: async (client) => {
      const policy = evictionPolicy(await client.info("memory").catch(() => ""));
      if (policy)
        console.error(
          `forms: Redis ${redisHost(url)} evicts keys when full (maxmemory-policy ${policy}): rate limits, repeated submissions and used links can be forgotten; give the forms a Redis with noeviction (REDIS_STATE_URL, docs/deploy.md)`,
        );
    },
  });
  return {
    client: connection.client,
    prefix: `${prefix}:forms`,
    attempt: (call, fallback) => connection.attempt(call, fallback, FORMS_REDIS_TIMEOUT_MS),
  };
}

/** The forms' Redis of this process when REDIS_STATE_URL or REDIS_URL is set, else null. */
export function processFormsRedis(env: Record<string, string | undefined> = process.env): FormsRedis | null {
  const config = stateRedisConfig(env);
  if (!config) return null;
  return perProcess("formsRedis", () => connectFormsRedis(config.url, config.prefix));
}
