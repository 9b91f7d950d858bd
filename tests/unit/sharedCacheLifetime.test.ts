import { describe, expect, it } from "vitest";
import { cacheHasRoom, sharedLifespan } from "@/server/isrCache/cacheHandler.mjs";

const DAYS_14 = 14 * 24 * 60 * 60;
/** A lifespan as the fortedigital handler computes it: written at t = 1000, 14 days (estimateExpireAge). */
const lifespan = (revalidate: number | false | undefined) => ({
  lastModifiedAt: 1_000,
  revalidate,
  staleAge: revalidate || 31_536_000,
  staleAt: 1_000 + (revalidate || 31_536_000),
  expireAge: DAYS_14,
  expireAt: 1_000 + DAYS_14,
});

describe("the shared cache's lifetimes (issue 49)", () => {
  it("keeps a not-found answer twice its revalidate time", () => {
    expect(sharedLifespan({ value: null, lifespan: lifespan(60) })).toMatchObject({ expireAge: 120, expireAt: 1_120 });
    expect(sharedLifespan({ value: null, lifespan: lifespan(300) })).toMatchObject({ expireAge: 600, expireAt: 1_600 });
  });

  it("keeps a page, a redirect and a not-found without revalidate 14 days at most", () => {
    expect(sharedLifespan({ value: { kind: "PAGES" }, lifespan: lifespan(60) })?.expireAt).toBe(1_000 + DAYS_14);
    expect(sharedLifespan({ value: { kind: "REDIRECT" }, lifespan: lifespan(60) })?.expireAt).toBe(1_000 + DAYS_14);
    expect(sharedLifespan({ value: null, lifespan: lifespan(false) })?.expireAt).toBe(1_000 + DAYS_14);
    expect(sharedLifespan({ value: null, lifespan: lifespan(30 * DAYS_14) })?.expireAt).toBe(1_000 + DAYS_14);
    expect(sharedLifespan({ value: null, lifespan: null })).toBeNull();
  });

  it("writes to a Redis below three quarters of its maxmemory, or without one", () => {
    const info = (used: number, max: number) => `# Memory\r\nused_memory:${used}\r\nmaxmemory:${max}\r\n`;
    expect(cacheHasRoom(info(2_000_000, 4_000_000))).toBe(true);
    expect(cacheHasRoom(info(3_000_000, 4_000_000))).toBe(false);
    expect(cacheHasRoom(info(900_000_000, 0))).toBe(true);
    expect(cacheHasRoom("")).toBe(true);
  });
});
