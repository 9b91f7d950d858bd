import { describe, expect, it } from "vitest";
import type { FormsRedis } from "@/server/forms/abuse/sharedRedis";
import type { FormOutcome } from "@/server/forms/noJs/formOutcome";
import { createResultStore } from "@/server/forms/noJs/resultStore";

const OUTCOME: FormOutcome = {
  form: "contact",
  ok: true,
  details: { name: "Ana", email: "ana@example.org" },
  returnPath: "/contacto",
  offerUid: null,
};

/** A Redis both instances share, in memory; `down` makes every command fail as an unreachable Redis does. */
function fakeRedis() {
  const values = new Map<string, string>();
  const state = { down: false };
  const redis = {
    prefix: "brezo:es:forms",
    client: {
      set: async (key: string, value: string) => void values.set(key, value),
      get: async (key: string) => values.get(key) ?? null,
    },
    async attempt<T>(call: () => Promise<T>, fallback: () => T | Promise<T>) {
      if (state.down) return fallback();
      return call();
    },
  } as unknown as FormsRedis;
  return { redis, values, state };
}

/** An instance's store: its own memory, and the shared Redis with the deployment's secret. */
const instance = (redis: FormsRedis, secret = "a-signing-secret-of-at-least-32-characters") =>
  createResultStore({ shared: { redis, secret } });

describe("the no-JavaScript result shared through Redis (issue 31)", () => {
  it("reads on another instance what one instance kept, with nothing readable in Redis", async () => {
    const { redis, values } = fakeRedis();
    const a = instance(redis);
    const b = instance(redis);
    const token = await a.put(OUTCOME);
    expect(await b.get(token)).toEqual(OUTCOME);
    const [[key, value]] = [...values];
    for (const text of [key, value])
      for (const secret of [token, "Ana", "ana@example.org"]) expect(text).not.toContain(secret);
  });

  it("answers null, never another visitor's outcome, for a tampered, moved or foreign value", async () => {
    const { redis, values } = fakeRedis();
    const a = instance(redis);
    const first = await a.put(OUTCOME);
    const second = await a.put({ ...OUTCOME, details: { name: "Luis", email: "luis@example.org" } });
    const reader = () => instance(redis);
    const [[firstKey, firstValue], [secondKey]] = [...values];
    // Moved: the first outcome's value under the second token's key does not open.
    values.set(secondKey, firstValue);
    expect(await reader().get(second)).toBeNull();
    // Tampered: one character changed.
    values.set(firstKey, firstValue.slice(0, 20) + (firstValue[20] === "A" ? "B" : "A") + firstValue.slice(21));
    expect(await reader().get(first)).toBeNull();
    // Another deployment's secret.
    values.set(firstKey, firstValue);
    expect(await instance(redis, "another-deployments-secret-0123456789").get(first)).toBeNull();
    // Malformed tokens never reach Redis.
    for (const token of ["", "../x", "A".repeat(33), 42, null]) expect(await reader().get(token)).toBeNull();
  });

  it("keeps working on this instance while Redis cannot answer", async () => {
    const { redis, state } = fakeRedis();
    state.down = true;
    const a = instance(redis);
    const token = await a.put(OUTCOME);
    expect(await a.get(token)).toEqual(OUTCOME);
  });
});
