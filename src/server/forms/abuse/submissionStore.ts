import { LRUCache } from "lru-cache";
import type { FormAccepted } from "@/server/forms/pipeline/respond";

/** How long an accepted submission's key is remembered (and its first answer given again). */
export const ACCEPTED_TTL_MS = 24 * 60 * 60_000;
/**
 * How long a submission may be in flight before its key is free again (a process that died while
 * sending), by default: the default longest body (REQUEST_BODY_TIMEOUT_MS, 180 s) and the delivery,
 * with room. `inFlightTtlFor` gives it for the configured body deadline.
 */
export const IN_FLIGHT_TTL_MS = 5 * 60_000;

/** The in-flight lifetime for a body deadline: the body, then two minutes for checks and delivery. */
export const inFlightTtlFor = (totalBodyTimeoutMs: number) =>
  Math.max(IN_FLIGHT_TTL_MS, totalBodyTimeoutMs + 2 * 60_000);

/**
 * What the store says to a submission's key:
 * - `claimed`: nobody had it; this request sends, then `accept`s (its answer is kept) or `release`s
 *   (nothing was accepted: the same key may be sent again);
 * - `accepted`: it was accepted before; `accepted` is that first answer, nothing is sent again;
 * - `inFlight`: another request with this key is being handled right now.
 */
export type Claim =
  | { state: "claimed"; accept(accepted: FormAccepted): Promise<void>; release(): Promise<void> }
  | { state: "accepted"; accepted: FormAccepted }
  | { state: "inFlight" };

/** Where the keys of submissions are remembered: this process's memory, or Redis for every instance. */
export type SubmissionStore = { claim(key: string): Promise<Claim> };

/** Most keys remembered in memory (the least recently used go first); an accepted key costs well under 1 KB. */
const MAX_MEMORY_KEYS = 20_000;

type MemoryEntry = { state: "inFlight" } | { state: "accepted"; accepted: FormAccepted };

/**
 * The keys of this process's submissions in memory: without REDIS_URL, and while Redis cannot
 * answer. An `lru-cache` bounded in entries, each with its own lifetime (in flight, accepted).
 */
export function createMemorySubmissionStore({
  now = Date.now,
  maxKeys = MAX_MEMORY_KEYS,
  inFlightTtlMs = IN_FLIGHT_TTL_MS,
}: { now?: () => number; maxKeys?: number; inFlightTtlMs?: number } = {}): SubmissionStore {
  const entries = new LRUCache<string, MemoryEntry>({
    max: maxKeys,
    ttl: inFlightTtlMs,
    ttlResolution: 0,
    perf: { now },
  });
  return {
    async claim(key) {
      const entry = entries.get(key);
      if (entry)
        return entry.state === "accepted" ? { state: "accepted", accepted: entry.accepted } : { state: "inFlight" };
      const marker: MemoryEntry = { state: "inFlight" };
      entries.set(key, marker);
      return {
        state: "claimed",
        accept: async (accepted) => {
          if (entries.get(key) === marker || !entries.has(key))
            entries.set(key, { state: "accepted", accepted }, { ttl: ACCEPTED_TTL_MS });
        },
        release: async () => {
          if (entries.get(key) === marker) entries.delete(key);
        },
      };
    },
  };
}
