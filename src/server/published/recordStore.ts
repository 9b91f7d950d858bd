/** Where the published record lives: the state Redis (no TTL, any build), else the process and a file. */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { stateRedisConfig } from "@/server/redisConfig.mjs";
import { connectRedis } from "@/server/redisConnection.mjs";
import { writeFileWhole } from "./snapshotFile";

/** A published document with a public path: its locale, path, type and last publication day. */
export type PublishedEntry = { locale: string; path: string; type: string; lastmod: string };
/** The entries by document id. */
type Documents = Record<string, PublishedEntry>;

/** The record as stored: documents by id, moved path → document id, each `redirects` document's from-paths. */
export type StoredRecord = {
  version: string;
  documents: Documents;
  moved: Record<string, string>;
  rows: Record<string, string[]>;
  /** When (ms since the epoch) and at which ref a full read last replaced the documents. */
  reconciledAt: number;
  ref: string;
};

/** A publish's changes: entries, moves and rows set, or (null) removed. */
type RecordChange = {
  documents: Record<string, PublishedEntry | null>;
  moved: Record<string, string | null>;
  rows: Record<string, string[] | null>;
};

/** The record's layout; a stored record of another shape is read again in full. */
export const RECORD_SHAPE = "1";

export type RecordStore = {
  /** The stored record's version, or null when there is none of this shape. Rejects when unreadable. */
  version(): Promise<string | null>;
  /** The stored record, or null (none of this shape). Rejects when unreadable. */
  load(): Promise<StoredRecord | null>;
  /** Applies a publish's changes and gives the record a new version. Rejects when not written. */
  apply(change: RecordChange): Promise<void>;
  /** Replaces the documents with a full read's and adds the moves it found (others kept), unless the version moved meanwhile. */
  replace(documents: Documents, moved: Record<string, string>, ref: string, ifVersion: string | null): Promise<boolean>;
  /** Takes a lock for at most `seconds` (one full read at a time across instances): its release, or null when held elsewhere. */
  lock(seconds: number): Promise<(() => Promise<void>) | null>;
};

/** Each Redis call gives up after this long (the whole record at 10,000 documents is about 1 MB). */
const TIMEOUT_MS = 5_000;

/**
 * Swaps the full read (KEYS[4]) in and adds its moves (ARGV[5…]) when the version is still ARGV[1].
 * A record of another shape loses its rows but keeps its moves (path → id): a deploy never drops them.
 */
const SWAP_IF_VERSION = `
local shape, version = unpack(redis.call('HMGET', KEYS[1], 'shape', 'version'))
local current = (shape == ARGV[2] and version) or ''
if current ~= ARGV[1] then redis.call('DEL', KEYS[4]) return 0 end
if shape ~= ARGV[2] then redis.call('DEL', KEYS[5]) end

for i = 5, #ARGV, 2 do redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1]) end
if redis.call('EXISTS', KEYS[4]) == 1 then redis.call('RENAME', KEYS[4], KEYS[2]) else redis.call('DEL', KEYS[2]) end
redis.call('HSET', KEYS[1], 'shape', ARGV[2], 'version', tostring((tonumber(version) or 0) + 1), 'ref', ARGV[3], 'reconciledAt', ARGV[4])
return 1`;

/** Deletes the lock KEYS[1] when it still holds this reader's token ARGV[1]. */
const RELEASE_IF_HELD = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end`;

const parseValues = <T>(hash: Record<string, string>): Record<string, T> =>
  Object.fromEntries(Object.entries(hash).map(([key, json]) => [key, JSON.parse(json) as T]));

type Redis = ReturnType<typeof connectRedis>;

/** The stored record from its four hashes (meta, documents, moved, rows), or null when of another shape. */
async function readRecord({ client }: Redis, keys: string[]): Promise<StoredRecord | null> {
  const multi = client.multi();
  for (const key of keys) multi.hGetAll(key);
  const [meta, documents, moved, rows] = (await multi.exec()) as unknown as Record<string, string>[];
  if (meta.shape !== RECORD_SHAPE || !meta.version) return null;
  const { version, ref = "", reconciledAt = "0" } = meta;
  const [entries, fromPaths] = [parseValues<PublishedEntry>(documents), parseValues<string[]>(rows)];
  return { version, ref, reconciledAt: Number(reconciledAt), documents: entries, moved, rows: fromPaths };
}

/** Takes `lockKey` for at most `seconds`: its release (only this holder's), or null when held elsewhere or unreachable. */
function takeLock({ client, attempt }: Redis, lockKey: string, seconds: number) {
  const token = randomUUID();
  const release = () =>
    attempt(
      async () => void (await client.eval(RELEASE_IF_HELD, { keys: [lockKey], arguments: [token] })),
      async () => undefined,
      TIMEOUT_MS,
    );
  return attempt(
    async () => ((await client.set(lockKey, token, { NX: true, EX: seconds })) === "OK" ? release : null),
    () => null,
    TIMEOUT_MS,
  );
}

/** The record in a Redis under `<prefix>:published:{meta,documents,moved,rows}`. */
export function redisRecordStore(url: string, prefix: string): RecordStore {
  const redis = connectRedis(url, {
    label: "published record",
    whenDown: "this instance answers from its last copy and its publishes are repaired by the next full read",
  });
  const { client, attempt } = redis;
  const key = (name: string) => `${prefix}:published:${name}`;
  const [META, DOCUMENTS, MOVED, ROWS] = [key("meta"), key("documents"), key("moved"), key("rows")];
  const call = <T>(what: string, run: () => Promise<T>) =>
    attempt(run, () => Promise.reject(new Error(`the published record could not be ${what}`)), TIMEOUT_MS);
  return {
    version: () =>
      call("read", async () => {
        const [shape, version] = await client.hmGet(META, ["shape", "version"]);
        return shape === RECORD_SHAPE && version ? version : null;
      }),
    load: () => call("read", () => readRecord(redis, [META, DOCUMENTS, MOVED, ROWS])),
    apply: (change) =>
      call("written", async () => {
        const write = client.multi();
        const hashes: [string, Record<string, unknown>, (value: unknown) => string][] = [
          [DOCUMENTS, change.documents, JSON.stringify],
          [MOVED, change.moved, String],
          [ROWS, change.rows, JSON.stringify],
        ];
        for (const [hash, values, encode] of hashes) {
          const set = Object.entries(values).filter(([, value]) => value !== null);
          const gone = Object.keys(values).filter((key) => values[key] === null);
          if (set.length) write.hSet(hash, Object.fromEntries(set.map(([key, value]) => [key, encode(value)])));
          if (gone.length) write.hDel(hash, gone);
        }
        await write.hIncrBy(META, "version", 1).exec();
      }),
    replace: (documents, moved, ref, ifVersion) =>
      call("written", async () => {
        // Written aside, then swapped in by one script only if no publish came meanwhile.
        const next = key(`documents:${process.pid}-${randomUUID()}`);
        const entries = Object.entries(documents).map(([id, entry]) => [id, JSON.stringify(entry)]);
        if (entries.length) await client.hSet(next, Object.fromEntries(entries));
        const swapped = await client.eval(SWAP_IF_VERSION, {
          keys: [META, DOCUMENTS, MOVED, next, ROWS],
          arguments: [ifVersion ?? "", RECORD_SHAPE, ref, String(Date.now()), ...Object.entries(moved).flat()],
        });
        return swapped === 1;
      }),
    lock: (seconds) => takeLock(redis, key("reading"), seconds),
  };
}

/** The record in this process, saved to `file` (a site without Redis; the build writes the same file). */
export function fileRecordStore(file: string): RecordStore {
  let record: StoredRecord | null | undefined;
  const current = async () =>
    (record ??= await fs
      .readFile(file, "utf8")
      .then((text) => JSON.parse(text) as StoredRecord & { shape?: string })
      .then((stored) => (stored.shape === RECORD_SHAPE ? stored : null))
      .catch(() => null));
  const save = (next: StoredRecord) => {
    record = next;
    return writeFileWhole(file, JSON.stringify({ shape: RECORD_SHAPE, ...next }));
  };
  const bump = (version: string | undefined) => String(Number(version ?? 0) + 1);
  return {
    version: async () => (await current())?.version ?? null,
    load: current,
    apply: async (change) => {
      const stored = await current();
      if (!stored) return;
      const merged = <T>(into: Record<string, T>, changes: Record<string, T | null>): Record<string, T> =>
        Object.fromEntries(
          Object.entries({ ...into, ...changes }).filter((entry): entry is [string, T] => entry[1] !== null),
        );
      await save({
        ...stored,
        documents: merged(stored.documents, change.documents),
        moved: merged(stored.moved, change.moved),
        rows: merged(stored.rows ?? {}, change.rows),
        version: bump(stored.version),
      });
    },
    replace: async (documents, moved, ref, ifVersion) => {
      const stored = await current();
      if ((stored?.version ?? null) !== ifVersion) return false;
      await save({
        documents,
        moved: { ...stored?.moved, ...moved },
        rows: stored?.rows ?? {},
        ref,
        reconciledAt: Date.now(),
        version: bump(stored?.version),
      });
      return true;
    },
    lock: async () => async () => undefined,
  };
}

/** `<distDir>/cache/published.json`: the build's full read, and the record of a site without Redis. */
export const recordFile = (distDir = process.env.NEXT_DIST_DIR || ".next", root = process.cwd()) =>
  path.join(root, distDir, "cache", "published.json");

/** The record in that file (the build's), read afresh, or null. */
export const buildsRecord = () => fileRecordStore(recordFile()).load();

/** The store of this site: Redis when configured, else the process and the build's file. */
export function siteRecordStore(env: Record<string, string | undefined> = process.env): RecordStore {
  const config = stateRedisConfig(env);
  return config ? redisRecordStore(config.url, config.prefix) : fileRecordStore(recordFile());
}
