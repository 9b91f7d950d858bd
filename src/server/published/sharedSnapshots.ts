/**
 * The snapshots instances of one build share in the cache Redis (docs/deploy.md "Shared cache"),
 * gzipped; a write never replaces a newer one. Without Redis, nothing is there.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { RESP_TYPES } from "@redis/client";
import { perProcess } from "@/lib/perProcess";
import { sharedCacheConfig } from "@/server/redisConfig.mjs";
import { connectRedis } from "@/server/redisConnection.mjs";

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

/** The snapshot store on a Redis (`prefix`: `<REDIS_KEY_PREFIX>:<country>`; `build`: this server's build id). */
export function connectSnapshotStore(url: string, prefix: string, build: string): SnapshotStore {
  const redis = connectRedis(url, {
    label: "snapshots",
    whenDown: "this instance builds its own sitemap and search index until it is back",
  });
  const bytes = redis.client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const key = (name: string) => `${prefix}:snapshots:${name}`;
  const attempt = <T>(run: () => Promise<T>, otherwise: T) => redis.attempt(run, () => otherwise, SNAPSHOT_TIMEOUT_MS);
  return {
    get: (name) =>
      attempt(async () => {
        const [at, ref, writtenBy, data] = await bytes.hmGet(key(name), ["at", "ref", "build", "data"]);
        if (!at || !ref || !data || writtenBy?.toString() !== build) return null;
        return { ref: ref.toString(), at: Number(at.toString()), text: (await gunzip(data)).toString("utf8") };
      }, null),
    put: async (name, snapshot) => {
      const data = await gzip(snapshot.text);
      return attempt(async () => {
        const args = [String(snapshot.at), snapshot.ref, build, data, String(SNAPSHOT_TTL_SECONDS)];
        return (await redis.client.eval(PUT_UNLESS_NEWER, { keys: [key(name)], arguments: args })) === 1;
      }, false);
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

/** This process's store of the snapshots instances share (one connection): Redis when REDIS_URL is set, else none. */
export const sharedSnapshots = (): SnapshotStore =>
  perProcess("sharedSnapshots", () => {
    const config = sharedCacheConfig();
    return config ? connectSnapshotStore(config.url, config.prefix, buildIdOfThisServer()) : NO_STORE;
  });
