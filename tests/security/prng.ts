/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same inputs, so a
 * failure found by one run can be replayed with `SECURITY_SEED=<seed>`.
 */
export type Prng = {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` elements of a list, without repetition (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
};

/** A generator from a 32-bit seed. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    seed: seed >>> 0,
    next,
    int,
    pick: (items) => items[int(items.length)],
    sample: (items, count) => {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(int(pool.length), 1)[0]);
      return chosen;
    },
  };
}

/** The run's seed: `SECURITY_SEED` when set (to replay a run), else a fresh one. */
export function runSeed(env: Record<string, string | undefined> = process.env): number {
  const given = env.SECURITY_SEED?.trim();
  if (given) {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
      throw new Error(`SECURITY_SEED must be an integer from 0 to 4294967295 (got ${JSON.stringify(given)})`);
    return seed;
  }
  return Math.floor(Math.random() * 0xffffffff) >>> 0;
}
