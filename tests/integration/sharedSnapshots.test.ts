/**
 * Issue 39: the shared snapshot store on a real redis-server: one hash per name, compressed,
 * replaced only by a snapshot whose ref was confirmed later, invisible to another build.
 */
import { createClient } from "@redis/client";
import { describe, expect, it } from "vitest";
import { connectSnapshotStore } from "@/server/published/sharedSnapshots";
import { evictionPolicy } from "@/server/forms/abuse/sharedRedis";
import { redisPerFile } from "@tests/system/redisPerFile";
import { freePort } from "@tests/system/stack";

const redis = redisPerFile();

const text = (ref: string) => JSON.stringify({ ref, index: "x".repeat(100_000) });

describe("the shared snapshot store", () => {
  it("keeps the snapshot whose ref was confirmed last, whatever order the writes arrive in", async () => {
    const store = connectSnapshotStore(redis.url, "test:es", "build-1");
    expect(await store.put("search:v3:es-es", { ref: "new", at: 2_000, text: text("new") })).toBe(true);
    // An older ref's build that finishes last.
    expect(await store.put("search:v3:es-es", { ref: "old", at: 1_000, text: text("old") })).toBe(false);
    expect((await store.get("search:v3:es-es"))?.ref).toBe("new");
    expect(await store.put("search:v3:es-es", { ref: "newer", at: 3_000, text: text("newer") })).toBe(true);
    const stored = await store.get("search:v3:es-es");
    expect(stored).toEqual({ ref: "newer", at: 3_000, text: text("newer") });
  });

  it("holds one compressed hash per name, which another build does not read", async () => {
    const store = connectSnapshotStore(redis.url, "test:co", "build-1");
    for (let n = 1; n <= 5; n++) await store.put("sitemap", { ref: `r${n}`, at: n, text: text(`r${n}`) });
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(await client.keys("test:co:*")).toEqual(["test:co:snapshots:sitemap"]);
      expect(await client.hStrLen("test:co:snapshots:sitemap", "data")).toBeLessThan(text("r5").length / 10);
      expect(await client.ttl("test:co:snapshots:sitemap")).toBeGreaterThan(0);
    } finally {
      await client.quit();
    }
    expect(await connectSnapshotStore(redis.url, "test:co", "build-2").get("sitemap")).toBeNull();
  });

  it("answers 'none' and never rejects when Redis is unreachable", async () => {
    const store = connectSnapshotStore(`redis://127.0.0.1:${await freePort()}`, "test:es", "build-1");
    expect(await store.get("sitemap")).toBeNull();
    expect(await store.put("sitemap", { ref: "r", at: 1, text: "{}" })).toBe(false);
  });
});

describe("a forms' state Redis that evicts", () => {
  it("is told apart from one that never does", () => {
    expect(evictionPolicy("maxmemory:4194304\r\nmaxmemory_policy:allkeys-lru\r\n")).toBe("allkeys-lru");
    expect(evictionPolicy("maxmemory:4194304\r\nmaxmemory_policy:noeviction\r\n")).toBeNull();
    expect(evictionPolicy("maxmemory:0\r\nmaxmemory_policy:allkeys-lru\r\n")).toBeNull();
    expect(evictionPolicy("")).toBeNull();
  });
});
