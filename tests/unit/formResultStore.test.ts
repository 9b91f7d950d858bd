import { describe, expect, it } from "vitest";
import type { FormOutcome } from "@/server/forms/noJs/formOutcome";
import { FormResultStore, RESULT_TTL_MS } from "@/server/forms/noJs/resultStore";

const outcome = (name = "Ana"): FormOutcome => ({
  form: "contact",
  ok: true,
  returnPath: "/contacto",
  offerUid: null,
  details: { name, email: "ana@example.org" },
});

/** The clock's start (lru-cache reads a time of 0 as "no time"); an outcome expires once more than its lifetime has passed. */
const START = 1_000;

describe("the result store of native submissions", () => {
  it("keeps an outcome under a random 192-bit token for 10 minutes, then forgets it", () => {
    let now = START;
    const store = new FormResultStore({ now: () => now });
    const token = store.put(outcome());
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(store.put(outcome())).not.toBe(token);
    now = START + RESULT_TTL_MS;
    expect(store.get(token)).toEqual(outcome());
    now = START + RESULT_TTL_MS + 1;
    expect(store.get(token)).toBeNull();
  });

  it("answers null for malformed and unknown tokens", () => {
    const store = new FormResultStore();
    store.put(outcome());
    for (const token of [undefined, null, "", "x", ["a"], "A".repeat(32), "../".repeat(11), 42])
      expect(store.get(token)).toBeNull();
  });

  it("forgets the oldest outcomes past its bound in entries or in characters", () => {
    const byEntries = new FormResultStore({ maxEntries: 3 });
    const tokens = ["a", "b", "c", "d"].map((name) => byEntries.put(outcome(name)));
    expect(byEntries.size).toBe(3);
    expect(byEntries.get(tokens[0])).toBeNull();
    expect(byEntries.get(tokens[3])).toEqual(outcome("d"));

    const byChars = new FormResultStore({ maxChars: 1_000 });
    const small = byChars.put(outcome("a"));
    const large = byChars.put(outcome("x".repeat(850)));
    expect(byChars.get(small)).toBeNull();
    expect(byChars.get(large)).not.toBeNull();
    // One outcome over the whole bound is not kept (a form's own limits keep outcomes far below it).
    expect(byChars.get(byChars.put(outcome("x".repeat(1_000))))).toBeNull();
  });

  it("sweeps expired outcomes when new ones arrive", () => {
    let now = START;
    const store = new FormResultStore({ now: () => now });
    store.put(outcome());
    store.put(outcome());
    now = START + RESULT_TTL_MS + 1;
    store.put(outcome());
    expect(store.size).toBe(1);
  });
});
