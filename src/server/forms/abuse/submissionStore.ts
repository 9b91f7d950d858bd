import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { FormAccepted } from "@/server/forms/pipeline/formError";
import { sealedBox, type SealedBox } from "@/server/signing/sealedBox";
import { derivedKey } from "@/server/signing/signingKey";
import type { FormsRedis, SharedState } from "./sharedRedis";

/** How long an accepted submission's key is remembered (and its first answer given again). */
export const ACCEPTED_TTL_MS = 24 * 60 * 60_000;
/** How long a submission may be in flight before its key is free again (its process died), at least. */
export const IN_FLIGHT_TTL_MS = 5 * 60_000;

/** The in-flight lifetime for a body deadline: the body, then two minutes for delivery. */
export const inFlightTtlFor = (totalBodyTimeoutMs: number) =>
  Math.max(IN_FLIGHT_TTL_MS, totalBodyTimeoutMs + 2 * 60_000);

/** What the store says to a submission's key: claimed by this request, accepted before, or in flight. */
export type Claim =
  | { state: "claimed"; accept(accepted: FormAccepted): Promise<void>; release(): Promise<void> }
  | { state: "accepted"; accepted: FormAccepted }
  | { state: "inFlight" };

export type SubmissionStore = { claim(key: string): Promise<Claim> };

type MemoryEntry = { state: "inFlight" } | { state: "accepted"; accepted: FormAccepted };

/** The keys of this process's submissions in memory, each with its own lifetime (in flight, accepted). */
function memoryStore(maxKeys: number, inFlightTtlMs: number, now: () => number): SubmissionStore {
  const entries = new LRUCache<string, MemoryEntry>({
    max: maxKeys,
    ttl: inFlightTtlMs,
    ttlResolution: 0,
    perf: { now },
  });
  return {
    async claim(key) {
      const entry = entries.get(key);
      if (entry) return entry;
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

const ACCEPTED = "accepted:";

/** Atomically: the key's value if it has one, else the in-flight marker is set and "" answered. */
const CLAIM_SCRIPT = `local v = redis.call('GET', KEYS[1])
if v then return v end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ''`;
/** Keeps the first answer, unless another request holds the key now (its marker replaced ours after it expired). */
const ACCEPT_SCRIPT = `local v = redis.call('GET', KEYS[1])
if (not v) or v == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end
return 0`;
/** Frees the key only if our own marker is still there. */
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** A first answer read back from Redis, or null when it is not one (never trusted blindly). */
function acceptedIn(found: string, box: SealedBox, key: string): FormAccepted | null {
  const opened = found.startsWith(ACCEPTED) ? box.open(found.slice(ACCEPTED.length), key) : null;
  try {
    const value = JSON.parse(opened ?? "null") as Partial<FormAccepted> | null;
    const isObject = (part: unknown) => typeof part === "object" && part !== null;
    if (value && isObject(value.answer) && isObject(value.details)) return value as FormAccepted;
  } catch {
    // not JSON: treated as in flight until it expires
  }
  return null;
}

/** Claims `key` in Redis; Redis failures are thrown. */
async function claimInRedis(redis: FormsRedis, box: SealedBox, key: string, inFlightTtlMs: number): Promise<Claim> {
  const redisKey = `${redis.prefix}:submission:${box.digest(key)}`;
  const marker = `inflight:${randomUUID()}`;
  const runScript = (source: string, args: string[]) =>
    redis.attempt(
      () => redis.client.eval(source, { keys: [redisKey], arguments: args }),
      () => null,
    );
  const found = String(
    await redis.client.eval(CLAIM_SCRIPT, { keys: [redisKey], arguments: [marker, String(inFlightTtlMs)] }),
  );
  const accepted = acceptedIn(found, box, key);
  if (accepted) return { state: "accepted", accepted };
  if (found !== "") return { state: "inFlight" };
  return {
    state: "claimed",
    accept: async (answer) => {
      const value = `${ACCEPTED}${box.seal(JSON.stringify(answer), key)}`;
      await runScript(ACCEPT_SCRIPT, [marker, value, String(ACCEPTED_TTL_MS)]);
    },
    release: async () => {
      await runScript(RELEASE_SCRIPT, [marker]);
    },
  };
}

/**
 * Where the keys of submissions are remembered: memory, or Redis with the memory answering while it
 * cannot. In Redis the key is a keyed digest and the first answer (it names the requester) sealed (issue 40).
 */
export function createSubmissionStore({
  shared,
  inFlightTtlMs = IN_FLIGHT_TTL_MS,
  maxKeys = 20_000, // the least recently used go first; an accepted key costs well under 1 KB
  now = Date.now,
}: { shared?: SharedState; inFlightTtlMs?: number; maxKeys?: number; now?: () => number } = {}): SubmissionStore {
  const local = memoryStore(maxKeys, inFlightTtlMs, now);
  const redis = shared?.redis;
  if (!shared || !redis) return local;
  const box = sealedBox(derivedKey(shared.secret, "form-submissions"));
  return {
    claim: (key) =>
      redis.attempt(
        () => claimInRedis(redis, box, key, inFlightTtlMs),
        () => local.claim(key),
      ),
  };
}
