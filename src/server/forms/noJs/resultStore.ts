import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { processFormsRedis, type SharedState } from "@/server/forms/abuse/sharedRedis";
import { perProcess } from "@/lib/perProcess";
import { sealedBox } from "@/server/signing/sealedBox";
import { derivedKey, signingSecret } from "@/server/signing/signingKey";
import type { FormOutcome } from "./formOutcome";

/** How long the result page can show an outcome. */
export const RESULT_TTL_MS = 10 * 60_000;

/** Whether a value has the form of a result token: 24 random bytes in base64url. */
const isResultToken = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{32}$/.test(token);

/** Where outcomes are kept for the result page: `get` is null for a token malformed, unknown or expired. */
export type ResultStore = {
  put(outcome: FormOutcome): Promise<string>;
  get(token: unknown): Promise<FormOutcome | null>;
};

/** The characters of visitor text an outcome holds (what bounds the store's memory). */
function charsOf(outcome: FormOutcome): number {
  const texts = outcome.ok
    ? Object.values(outcome.details)
    : [
        ...Object.values(outcome.initial.values),
        ...Object.values(outcome.initial.errors),
        outcome.initial.message ?? "",
      ];
  return texts.reduce((total, text) => total + text.length, outcome.returnPath.length + 64);
}

/** Native submissions' outcomes in memory under random tokens (the 303 names only the token), bounded in size. */
export class FormResultStore {
  private readonly entries: LRUCache<string, FormOutcome>;

  constructor({ ttlMs = RESULT_TTL_MS, maxEntries = 5_000, maxChars = 4_000_000, now = Date.now } = {}) {
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxChars,
      sizeCalculation: charsOf,
      ttl: ttlMs,
      ttlResolution: 0,
      perf: { now },
    });
  }

  /** Outcomes kept right now. */
  get size(): number {
    return this.entries.size;
  }

  /** Keeps an outcome under a new token; expired outcomes are forgotten first (they hold visitors' text). */
  put(outcome: FormOutcome): string {
    this.entries.purgeStale();
    const token = randomBytes(24).toString("base64url");
    this.entries.set(token, outcome);
    return token;
  }

  get(token: unknown): FormOutcome | null {
    return isResultToken(token) ? (this.entries.get(token) ?? null) : null;
  }
}

/** Largest sealed outcome written to Redis (the forms' field limits keep an outcome far below it). */
const MAX_SEALED_CHARS = 256 * 1024;

/** An outcome read back from Redis, or null when it is not one (never trusted blindly). */
function parseOutcome(text: string | null): FormOutcome | null {
  try {
    const value = JSON.parse(text ?? "null") as Partial<FormOutcome> | null;
    const isOutcome = typeof value?.form === "string" && typeof value.returnPath === "string";
    return isOutcome && typeof value.ok === "boolean" ? (value as FormOutcome) : null;
  } catch {
    return null; // not JSON: treated as unknown
  }
}

/**
 * The outcomes: in `memory`, and also in Redis sealed and bound to the token, under its keyed digest
 * (Redis never holds a token that opens a page). The memory answers first, and alone while Redis cannot.
 */
export function createResultStore({
  memory = new FormResultStore(),
  shared,
}: { memory?: FormResultStore; shared?: SharedState } = {}): ResultStore {
  const redis = shared?.redis;
  if (!shared || !redis)
    return { put: async (outcome) => memory.put(outcome), get: async (token) => memory.get(token) };
  const box = sealedBox(derivedKey(shared.secret, "form-results"));
  const keyOf = (token: string) => `${redis.prefix}:result:${box.digest(token)}`;
  return {
    async put(outcome) {
      const token = memory.put(outcome);
      const sealed = box.seal(JSON.stringify(outcome), token);
      if (sealed.length <= MAX_SEALED_CHARS)
        await redis.attempt(
          () => redis.client.set(keyOf(token), sealed, { PX: RESULT_TTL_MS }),
          () => null,
        );
      return token;
    },
    async get(token) {
      if (!isResultToken(token)) return null;
      const kept = memory.get(token);
      if (kept) return kept;
      const sealed = await redis.attempt(
        () => redis.client.get(keyOf(token)),
        () => null,
      );
      return typeof sealed === "string" ? parseOutcome(box.open(sealed, token)) : null;
    },
  };
}

/** The result store of this process, which the form API routes write and the result page reads. */
export function processResults(): ResultStore {
  return perProcess("formResults", () => {
    const redis = processFormsRedis();
    return createResultStore(redis ? { shared: { redis, secret: signingSecret() } } : {});
  });
}
