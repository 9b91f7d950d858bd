/**
 * Issue 49: the published record's store on a real redis-server — a full read's swap keeps the moves
 * and adds the ones it found, gives way to a publish that came meanwhile, and its lock lets one
 * reader at a time and is released once that read ends (a failed reader does not hold the others back).
 */
import { createClient } from "@redis/client";
import { describe, expect, it } from "vitest";

import { redisRecordStore } from "@/server/published/recordStore";
import { redisPerFile } from "@tests/system/redisPerFile";

const redis = redisPerFile();

const entry = (path: string) => ({ locale: "es-es", path, type: "product", lastmod: "2026-11-28" });

describe("the published record in Redis", () => {
  it("swaps a full read in with the moves it found, unless a publish changed the record meanwhile", async () => {
    const store = redisRecordStore(redis.url, "test:es");
    expect(await store.version()).toBeNull();
    expect(await store.replace({ a: entry("/a") }, {}, "r1", null)).toBe(true);
    const first = await store.version();
    await store.apply({ documents: { a: entry("/a-bis") }, moved: { "/a": "a" }, rows: {} });
    expect(await store.replace({ a: entry("/a-ter") }, { "/a-bis": "a" }, "r2", first)).toBe(false);
    expect(await store.replace({ a: entry("/a-ter") }, { "/a-bis": "a" }, "r2", await store.version())).toBe(true);
    const stored = await store.load();
    expect(stored?.documents).toEqual({ a: entry("/a-ter") });
    expect(stored?.moved).toEqual({ "/a": "a", "/a-bis": "a" });
    expect(stored?.ref).toBe("r2");
  });

  it("keeps the moves of a record of another shape when a full read replaces it (a deploy)", async () => {
    const store = redisRecordStore(redis.url, "test:shape");
    expect(await store.replace({ a: entry("/a") }, { "/old": "a" }, "r1", null)).toBe(true);
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.hSet("test:shape:published:meta", "shape", "0");
    await client.quit();
    expect(await store.version()).toBeNull();
    expect(await store.replace({ a: entry("/a-bis") }, { "/a": "a" }, "r2", null)).toBe(true);
    expect((await store.load())?.moved).toEqual({ "/old": "a", "/a": "a" });
  });

  it("lets one reader at a time hold the lock, until it releases it", async () => {
    const [one, other] = [redisRecordStore(redis.url, "test:co"), redisRecordStore(redis.url, "test:co")];
    const release = await one.lock(300);
    expect(release).toBeTypeOf("function");
    expect(await other.lock(300)).toBeNull();
    await release!();
    const next = await other.lock(300);
    expect(next).toBeTypeOf("function");
    await release!(); // an old release does not free the new holder's lock
    expect(await one.lock(300)).toBeNull();
    await next!();
  });
});
