/**
 * What instances share besides pages (docs/deploy.md "Shared cache"): snapshots built once per
 * content ref — the sitemap's files, each locale's search index — kept in the same Redis as the
 * ISR cache (REDIS_URL, under `<REDIS_KEY_PREFIX>:<country>:<build id>:snapshots:`, beside the
 * build's pages: a snapshot is only as good as the code that wrote it), so that one instance builds
 * them and the others of the same build load them. Without REDIS_URL every call answers "not there" and
 * each instance builds its own, once per ref. A Redis that is down or slow counts as "not there".
 */
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import { sharedCacheConfig } from "@/server/redisConfig.mjs";

/** Longest a snapshot call waits for Redis (a search index at 10,000 documents is tens of MB). */
const SNAPSHOT_TIMEOUT_MS = 10_000;
/** Snapshots expire from Redis after this long unless written again (a new ref writes new ones). */
const SNAPSHOT_TTL_SECONDS = 7 * 24 * 60 * 60;

export type SnapshotStore = {
  /** The snapshot under a key, or null (none, no Redis, Redis unusable). */
  get: (key: string) => Promise<string | null>;
  /** Keeps a snapshot under a key; never rejects. */
  set: (key: string, value: string) => Promise<void>;
};

const HOLDER_KEY = Symbol.for("laboratorios-brezo.sharedSnapshots");

/** Rejects after `ms` unless `promise` settled first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function connect(url: string, prefix: string): SnapshotStore {
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000) },
  });
  const report = (error: unknown) => {
    if (down) return;
    down = true;
    console.error(
      `snapshots: Redis unusable (${error instanceof Error ? error.message : String(error)}); this instance builds its own sitemap and search index until it is back`,
    );
  };
  client.on("error", report);
  client.on("ready", () => (down = false));
  const connected = client.connect().then(
    () => undefined,
    () => undefined,
  );
  const key = (name: string) => `${prefix}:snapshots:${name}`;
  return {
    async get(name) {
      try {
        await within(connected, SNAPSHOT_TIMEOUT_MS);
        return await within(client.get(key(name)), SNAPSHOT_TIMEOUT_MS);
      } catch (error) {
        report(error);
        return null;
      }
    },
    async set(name, value) {
      try {
        await within(connected, SNAPSHOT_TIMEOUT_MS);
        await within(client.set(key(name), value, { EX: SNAPSHOT_TTL_SECONDS }), SNAPSHOT_TIMEOUT_MS);
      } catch (error) {
        report(error);
      }
    },
  };
}

/** This server's build id, as Next wrote it into the build directory (the ISR cache's key part too). */
function buildIdOfThisServer(): string {
  try {
    const file = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
    return fs.readFileSync(file, "utf8").trim() || "no-build-id";
  } catch {
    return "no-build-id";
  }
}

const NO_STORE: SnapshotStore = { get: async () => null, set: async () => undefined };

/** The snapshot store of this process: Redis when REDIS_URL is set, else one that keeps nothing. */
export function sharedSnapshots(env: Record<string, string | undefined> = process.env): SnapshotStore {
  const config = sharedCacheConfig(env);
  if (!config) return NO_STORE;
  const holder = globalThis as typeof globalThis & { [HOLDER_KEY]?: SnapshotStore };
  return (holder[HOLDER_KEY] ??= connect(config.url, `${config.prefix}:${buildIdOfThisServer()}`));
}
