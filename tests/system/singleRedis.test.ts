/**
 * Issue 49: one Redis for everything (REDIS_URL only, `noeviction`, a small maxmemory), as
 * docs/deploy.md allows. A scanner's thousands of unknown paths fill the cache's share of it; the
 * cache then stops writing and the forms keep their rate limits and exactly-once delivery across
 * two instances, without one refused write. Not-found entries expire after twice their revalidate
 * time, and no entry lives more than 14 days.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postContact, subscribe } from "./formPosts";
import { REVALIDATE_SECONDS } from "@/lib/pageProps";
import {
  builtSite,
  copyContent,
  freePort,
  mailSinkSiteEnv,
  startContentService,
  startMailSink,
  startRedis,
  startTwoSites,
  tearDown,
  throwawayDir,
  type Proc,
} from "./stack";

const MAXMEMORY = 4 * 1024 * 1024;
const UNKNOWN_PATHS = 4_000;

let siteA = "";
let siteB = "";
let sinkUrl = "";
let redisUrl = "";
let procA: Proc;
let procB: Proc;

async function messagesTo(email: string): Promise<unknown[]> {
  type Stored = { To: { Email: string }[] };
  const body = (await (await fetch(`${sinkUrl}/api/messages`)).json()) as Stored[] | { messages: Stored[] };
  return (Array.isArray(body) ? body : body.messages).filter((message) => message.To[0]?.Email === email);
}

const redisClient = () => createClient({ url: redisUrl });
async function withRedis<T>(run: (client: ReturnType<typeof redisClient>) => Promise<T>): Promise<T> {
  const client = redisClient();
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.quit();
  }
}

/** An INFO field of the Redis. */
const info = (field: string) =>
  withRedis(async (client) => new RegExp(`^${field}:(\\S+)`, "m").exec(await client.info("everything"))?.[1] ?? "");

/** Random unknown paths, 1–5 segments deep, `count` in all, 16 at a time, alternating instances. */
async function scan(count: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let sent = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (sent < count) {
        const n = sent++;
        const depth = 1 + (n % 5);
        const path = Array.from({ length: depth }, () => randomBytes(6).toString("hex")).join("/");
        const answer = await fetch(`${n % 2 ? siteB : siteA}/${path}`, { signal: AbortSignal.timeout(30_000) });
        await answer.arrayBuffer();
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

beforeAll(async () => {
  const contentDir = copyContent();
  const [redisPort, sinkPort, contentPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const mailDir = throwawayDir("system-single-redis-mail");
  await Promise.all([
    startRedis(redisPort, ["--maxmemory", String(MAXMEMORY), "--maxmemory-policy", "noeviction"]),
    startContentService(contentPort, contentDir),
    startMailSink(sinkPort, mailDir),
  ]);
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  sinkUrl = `http://127.0.0.1:${sinkPort}`;
  const env = { REDIS_URL: redisUrl, ...mailSinkSiteEnv(sinkPort, mailDir), TRUST_PROXY: "1", FORM_RATE_LIMIT: "5" };
  ({ procA, procB, siteA, siteB } = await startTwoSites(builtSite(), "single-redis", contentPort, env));
}, 180_000);

afterAll(() => tearDown());

describe("one Redis for the cache and the forms (noeviction, 4 MiB)", () => {
  it("keeps the forms' limits and exactly-once delivery while unknown paths fill the cache's share", async () => {
    const visitor = "203.0.113.120";
    for (let n = 0; n < 5; n++)
      expect((await subscribe(siteA, visitor, `escaner${n}@example.org`)).status, `subscription ${n}`).toBe(200);
    const key = randomUUID();
    const requester = "una-sola-entrega@example.org";
    expect((await postContact(siteA, "203.0.113.121", requester, key)).status).toBe(200);

    expect(await scan(UNKNOWN_PATHS)).toEqual({ 404: UNKNOWN_PATHS });
    // The cache filled its share (three quarters) and stopped there: nothing refused, nothing evicted.
    expect(Number(await info("used_memory"))).toBeGreaterThan(0.6 * MAXMEMORY);
    expect(await info("errorstat_OOM")).toBe("");
    expect(await info("evicted_keys")).toBe("0");

    // The visitor's 6th subscription is refused on the other instance; a new visitor's is not.
    expect((await subscribe(siteB, visitor, "escaner6@example.org")).status).toBe(429);
    expect((await subscribe(siteB, "203.0.113.122", "nueva@example.org")).status).toBe(200);
    // The idempotency key is honoured by the other instance: a replay, one delivery.
    const replay = await postContact(siteB, "203.0.113.121", requester, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    // A new contact request under a new key, on the full Redis, is delivered once through either instance.
    const second = randomUUID();
    const late = "despues-del-escaneo@example.org";
    expect((await postContact(siteB, "203.0.113.123", late, second)).status).toBe(200);
    expect((await postContact(siteA, "203.0.113.123", late, second)).headers.get("idempotent-replayed")).toBe("true");
    expect((await messagesTo(requester)).length).toBe(1);
    expect((await messagesTo(late)).length).toBe(1);
    expect(await info("errorstat_OOM")).toBe("");
    // Neither instance lost its Redis (an outage line names the forms' fallback).
    for (const proc of [procA, procB]) expect([...proc.stderr].filter((line) => line.includes("forms:"))).toEqual([]);
  }, 240_000);

  it("keeps a not-found entry at most twice the revalidate time, and no entry more than 14 days", async () => {
    const ttls = await withRedis(async (client) => {
      const found: { key: string; ttl: number }[] = [];
      for await (const batch of client.scanIterator({ MATCH: "*route-cache*", COUNT: 1000 }))
        for (const key of Array.isArray(batch) ? batch : [batch]) found.push({ key, ttl: await client.ttl(key) });
      return found;
    });
    const unknown = ttls.filter(({ key }) => /\/es-es\/[0-9a-f]{12}(\/|$)/.test(key));
    expect(unknown.length).toBeGreaterThan(100);
    expect(Math.max(...unknown.map(({ ttl }) => ttl))).toBeLessThanOrEqual(2 * REVALIDATE_SECONDS);
    expect(Math.max(...ttls.map(({ ttl }) => ttl))).toBeLessThanOrEqual(14 * 24 * 60 * 60);
    expect(ttls.every(({ ttl }) => ttl > 0)).toBe(true);
  });
});
