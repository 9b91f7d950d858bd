// @ts-check
/**
 * What a scanner leaves in the shared cache (issue 49): random unknown paths, 1–5 segments deep,
 * against one instance whose cache is a Redis; every one answers 404 through the root catch-all and
 * is an ISR entry. Reports the keys and memory they added, the longest TTL of those keys and of
 * every key in that Redis, and the keys it holds without a TTL (the cache handler's tag indexes, the
 * published record).
 */
import { randomBytes } from "node:crypto";

/** Requests in flight at once. */
const CONCURRENCY = 16;

/** A random lower-case path of 1–5 segments. */
function randomPath() {
  const depth = 1 + Math.floor(Math.random() * 5);
  return Array.from({ length: depth }, () => randomBytes(6).toString("hex")).join("/");
}

/**
 * The Redis's used memory, its keys with their TTLs (-1: none).
 * @param {import("@redis/client").RedisClientType} redis
 */
async function snapshot(redis) {
  const usedBytes = Number(/^used_memory:(\d+)/m.exec(await redis.info("memory"))?.[1] ?? 0);
  /** @type {string[]} */
  const keys = [];
  for await (const batch of redis.scanIterator({ COUNT: 1000 })) keys.push(...(Array.isArray(batch) ? batch : [batch]));
  const ttls = await Promise.all(keys.map((key) => redis.ttl(key)));
  return { usedBytes, ttls: new Map(keys.map((key, i) => [key, ttls[i]])) };
}

/**
 * @param {{ siteUrl: string, redis: import("@redis/client").RedisClientType, paths: number }} options
 *   `redis`: a client of the site's cache Redis, used by nothing else
 */
export async function measureUnknownPaths({ siteUrl, redis, paths }) {
  const before = await snapshot(redis);
  /** @type {Record<number, number>} */
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths) {
        next++;
        const answer = await fetch(`${siteUrl}/${randomPath()}`, { redirect: "manual" });
        await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await snapshot(redis);
  const added = [...after.ttls].filter(([key]) => !before.ttls.has(key)).map(([, ttl]) => ttl);
  return {
    statuses,
    seconds,
    keysAdded: added.length,
    bytesAdded: after.usedBytes - before.usedBytes,
    longestAddedTtlSeconds: Math.max(0, ...added),
    longestTtlSeconds: Math.max(0, ...after.ttls.values()),
    withoutTtl: [...after.ttls.values()].filter((ttl) => ttl === -1).length,
  };
}

/** @param {number} seconds */
const duration = (seconds) =>
  seconds >= 86_400
    ? `${(seconds / 86_400).toFixed(1)} days`
    : seconds >= 60
      ? `${Math.round(seconds / 60)} min`
      : `${seconds} s`;

/**
 * The bench's row.
 * @param {Awaited<ReturnType<typeof measureUnknownPaths>>} result @param {number} paths
 * @returns {import("./report.mjs").Row[]}
 */
export function unknownPathsRows(result, paths) {
  const answers = Object.entries(result.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  return [
    {
      area: "shared cache",
      what: `${paths.toLocaleString("en")} random unknown paths, 1–5 segments (${answers}; ${Math.round(paths / result.seconds)} req/s): keys added · memory added · their longest TTL · longest TTL in Redis · keys without TTL`,
      measured: `${result.keysAdded} · ${(result.bytesAdded / 1024 / 1024).toFixed(1)} MiB · ${duration(result.longestAddedTtlSeconds)} · ${duration(result.longestTtlSeconds)} · ${result.withoutTtl}`,
      budget: "longest TTL ≤ 14 days",
      ok: result.longestTtlSeconds <= 14 * 86_400,
    },
  ];
}
