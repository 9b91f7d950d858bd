import { LRUCache } from "lru-cache";
import { CONFIRMATION_TTL_MS } from "@/config/constants";
import type { FormsRedis } from "./sharedRedis";

/** Which confirmation links were used: one use per link while it can still work. */
export type ConfirmedLinks = {
  /** Marks the link used: true the first time; `undo` frees it again (the list did not take it). */
  claim(id: string): Promise<{ first: boolean; undo: () => void }>;
  /** Whether the link was used. */
  used(id: string): Promise<boolean>;
};

/** How long a used link is remembered: as long as it could work, and a minute for clocks. */
const USED_TTL_MS = CONFIRMATION_TTL_MS + 60_000;
const SET_IF_ABSENT = { condition: "NX", expiration: { type: "PX", value: USED_TTL_MS } } as const;

/** The used links in this process's memory: without Redis, and while Redis cannot answer. */
function memoryConfirmedLinks(): ConfirmedLinks {
  const used = new LRUCache<string, true>({ max: 50_000, ttl: USED_TTL_MS });
  return {
    async claim(id) {
      if (used.has(id)) return { first: false, undo: () => {} };
      used.set(id, true);
      return { first: true, undo: () => void used.delete(id) };
    },
    used: async (id) => used.has(id),
  };
}

/** The used links: in the forms' Redis (ids are keyed digests), with the memory answering while Redis cannot. */
export function createConfirmedLinks(redis: FormsRedis | null): ConfirmedLinks {
  const local = memoryConfirmedLinks();
  if (!redis) return local;
  const keyOf = (id: string) => `${redis.prefix}:newsletter-used:${id}`;
  return {
    claim: (id) =>
      redis.attempt(
        async () => {
          const set = await redis.client.set(keyOf(id), "1", SET_IF_ABSENT);
          if (set === null) return { first: false, undo: () => {} };
          const undo = () =>
            void redis.attempt(
              () => redis.client.del(keyOf(id)),
              () => 0,
            );
          return { first: true, undo };
        },
        () => local.claim(id),
      ),
    used: (id) =>
      redis.attempt(
        async () => (await redis.client.exists(keyOf(id))) > 0,
        () => local.used(id),
      ),
  };
}
