/**
 * What instances share besides pages (docs/deploy.md "Shared cache"): the site's latest sitemap and
 * each locale's latest search index, one Redis hash each under
 * `<REDIS_KEY_PREFIX>:<country>:snapshots:<name>` in the cache Redis (REDIS_URL; never the forms'
 * state Redis), gzip-compressed, with the ref it shows, the build that wrote it and when that ref
 * was confirmed as the published one (`at`). A write replaces the stored snapshot unless that one
 * is newer (one Lua script, so no older ref ever replaces a newer one): one snapshot per name,
 * replaced, never accumulated. An instance of another build reads none (a snapshot is only as good
 * as the code that wrote it). Without REDIS_URL, or with Redis down or slow, nothing is there.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createClient, RESP_TYPES } from "@redis/client";
import { sharedCacheConfig } from "@/server/redisConfig.mjs";

/** Longest a snapshot call waits for Redis (a compressed search index at 10,000 documents is a few MB). */
const SNAPSHOT_TIMEOUT_MS = 10_000;
/** A snapshot nobody rewrites expires after this long (a new ref replaces it long before). */
const SNAPSHOT_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A snapshot: its ref, when that ref was confirmed as published (ms since the epoch), and its text. */
export type Snapshot = { ref: string; at: number; text: string };

export type SnapshotStore = {
  /** The latest snapshot of a name written by this build, or null (none, no Redis, Redis unusable). */
  get: (name: string) => Promise<Snapshot | null>;
  /** Stores a snapshot unless a newer one is there; true when stored. Never rejects. */
  put: (name: string, snapshot: Snapshot) => Promise<boolean>;
};

/** Replaces the hash unless its `at` is newer than ARGV[1]; 1 when written. */
const PUT_UNLESS_NEWER = `
local stored = redis.call('HGET', KEYS[1], 'at')
if stored and tonumber(stored) > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'at', ARGV[1], 'ref', ARGV[2], 'build', ARGV[3], 'data', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1`;

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

const HOLDER_KEY = Symbol.for("laboratorios-brezo.sharedSnapshots");

/** Rejects after `ms` unless `promise` settled first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The snapshot store on a Redis (`prefix`: `<REDIS_KEY_PREFIX>:<country>`; `build`: this server's build id). */
export function connectSnapshotStore(url: string, prefix: string, build: string): SnapshotStore {
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000) },
  });
  const bytes = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const report = (error: unknown) => {
    if (down) return;
    down = true;
    console.error(
      `snapshots: Redis unusable (${error instanceof Error ? error.message : String(error)}); this instance builds its own sitemap and search index until it is back`,
    );
  };
  client.on("error", report);
  client.on("ready", () => (down = false));
  // The first call waits for the first connection attempt's outcome (ready, or refused: then at once).
  const attempted = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    client.once("error", () => resolve());
  });
  client.connect().catch(() => undefined);
  const key = (name: string) => `${prefix}:snapshots:${name}`;
  return {
    async get(name) {
      try {
        await within(attempted, SNAPSHOT_TIMEOUT_MS);
        const [at, ref, writtenBy, data] = await within(
          bytes.hmGet(key(name), ["at", "ref", "build", "data"]),
          SNAPSHOT_TIMEOUT_MS,
        );
        if (!at || !ref || !data || writtenBy?.toString() !== build) return null;
        return { ref: ref.toString(), at: Number(at.toString()), text: (await gunzip(data)).toString("utf8") };
      } catch (error) {
        report(error);
        return null;
      }
    },
    async put(name, snapshot) {
      try {
        const data = await gzip(snapshot.text);
        await within(attempted, SNAPSHOT_TIMEOUT_MS);
        const written = await within(
          client.eval(PUT_UNLESS_NEWER, {
            keys: [key(name)],
            arguments: [String(snapshot.at), snapshot.ref, build, data, String(SNAPSHOT_TTL_SECONDS)],
          }),
          SNAPSHOT_TIMEOUT_MS,
        );
        return written === 1;
      } catch (error) {
        report(error);
        return false;
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

const NO_STORE: SnapshotStore = { get: async () => null, put: async () => false };

/** The snapshot store of this process: Redis when REDIS_URL is set, else one that keeps nothing. */
export function sharedSnapshots(env: Record<string, string | undefined> = process.env): SnapshotStore {
  const config = sharedCacheConfig(env);
  if (!config) return NO_STORE;
  const holder = globalThis as typeof globalThis & { [HOLDER_KEY]?: SnapshotStore };
  return (holder[HOLDER_KEY] ??= connectSnapshotStore(config.url, config.prefix, buildIdOfThisServer()));
}
