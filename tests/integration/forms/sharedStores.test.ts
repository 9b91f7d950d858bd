/**
 * The forms' state shared through a real redis-server, as two instances hold it (two connections):
 * the rate limit (rate-limiter-flexible), the submissions' keys, and what happens when Redis stops
 * (the process's own limiter and store answer, one log line says so, nothing throws).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createRateLimiter, type RateVerdict } from "@/server/forms/abuse/rateLimit";
import { connectFormsRedis, type FormsRedis } from "@/server/forms/abuse/sharedRedis";
import { LOCAL_SIGNING_SECRET } from "@/config/environment";
import { createSubmissionStore } from "@/server/forms/abuse/submissionStore";
import { freePort, startRedis, stop, type Proc } from "@tests/system/stack";
import fs from "node:fs";

const ANSWER = { answer: { ok: true }, details: { email: "ana@example.org" } };
const WINDOW_MS = 600_000;

let redis: (Proc & { dir: string }) | null = null;
const connections: FormsRedis[] = [];

async function connected(url: string): Promise<FormsRedis> {
  const connection = connectFormsRedis(url, `test-${process.pid}`);
  connections.push(connection);
  const deadline = Date.now() + 10_000;
  while (!connection.client.isReady) {
    if (Date.now() > deadline) throw new Error("Redis did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return connection;
}

const instance = (connection: FormsRedis, limit: number) => {
  const shared = { redis: connection, secret: LOCAL_SIGNING_SECRET };
  return {
    limiter: createRateLimiter({ limit, windowMs: WINDOW_MS, shared }),
    submissions: createSubmissionStore({ shared }),
  };
};

let a: ReturnType<typeof instance>;
let b: ReturnType<typeof instance>;

beforeAll(async () => {
  const port = await freePort();
  redis = await startRedis(port);
  const url = `redis://127.0.0.1:${port}`;
  a = instance(await connected(url), 3);
  b = instance(await connected(url), 3);
});

afterAll(async () => {
  for (const connection of connections) connection.client.destroy();
  if (redis) {
    await stop(redis);
    fs.rmSync(redis.dir, { recursive: true, force: true });
  }
});

describe("shared through Redis", () => {
  it("counts one visitor's submissions on every instance, and a hit given back on any", async () => {
    const verdicts: RateVerdict[] = [
      await a.limiter.take("203.0.113.7"),
      await b.limiter.take("203.0.113.7"),
      await a.limiter.take("203.0.113.7"),
    ];
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true]);
    const refused = await b.limiter.take("203.0.113.7");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    // Another visitor is not affected.
    expect((await b.limiter.take("203.0.113.8")).allowed).toBe(true);
    // A refusal made before anything was sent gives its hit back, on every instance.
    if (verdicts[0].allowed) verdicts[0].giveBack();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await b.limiter.take("203.0.113.7")).allowed).toBe(true);
    expect((await a.limiter.take("203.0.113.7")).allowed).toBe(false);
  });

  it("gives a submission's key to one instance at a time and its first answer to every other", async () => {
    const onA = await a.submissions.claim("contact:key-1");
    expect(onA.state).toBe("claimed");
    expect(await b.submissions.claim("contact:key-1")).toEqual({ state: "inFlight" });
    if (onA.state === "claimed") await onA.accept(ANSWER);
    expect(await b.submissions.claim("contact:key-1")).toEqual({ state: "accepted", accepted: ANSWER });
    expect(await a.submissions.claim("contact:key-1")).toEqual({ state: "accepted", accepted: ANSWER });
  });

  it("frees a key whose submission was not accepted, for any instance", async () => {
    const onA = await a.submissions.claim("contact:key-2");
    if (onA.state === "claimed") await onA.release();
    const onB = await b.submissions.claim("contact:key-2");
    expect(onB.state).toBe("claimed");
    // A's late release does not free B's claim.
    if (onA.state === "claimed") await onA.release();
    expect((await a.submissions.claim("contact:key-2")).state).toBe("inFlight");
  });
});

describe("when Redis stops", () => {
  it("answers from the instance's own limiter and store, and says so once", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await stop(redis!);
      const verdicts = [];
      for (let i = 0; i < 4; i += 1) verdicts.push(await a.limiter.take("198.51.100.9"));
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
      const claim = await a.submissions.claim("contact:key-3");
      expect(claim.state).toBe("claimed");
      if (claim.state === "claimed") await claim.accept(ANSWER);
      expect(await a.submissions.claim("contact:key-3")).toEqual({ state: "accepted", accepted: ANSWER });
      const lines = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("forms: Redis"));
      // One line per connection (instance), however many calls failed.
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines[0]).toMatch(/checked in this instance only/);
      expect(lines.join("\n")).not.toMatch(/password/);
    } finally {
      errors.mockRestore();
    }
  });
});
