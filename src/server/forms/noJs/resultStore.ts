import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { FormOutcome } from "./formOutcome";

/** How long the result page can show an outcome. */
export const RESULT_TTL_MS = 10 * 60_000;
/** Most outcomes kept at once (the least recently used go first). */
const MAX_RESULTS = 5_000;
/** Most characters of visitor text kept at once across all outcomes (the least recently used go first). */
const MAX_RESULT_CHARS = 4_000_000;

/** 24 random bytes (192 bits) in base64url: 32 characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Whether a value has the form of a result token (32 base64url characters). */
export function isResultToken(token: unknown): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

/**
 * Where outcomes are kept for the result page: this process's memory (FormResultStore, through
 * localResults) or, with REDIS_URL, the Redis every instance shares (./sharedResultStore.ts).
 */
export type ResultStore = {
  /** Keeps an outcome and returns its new token. */
  put(outcome: FormOutcome): Promise<string>;
  /** The outcome kept under a token, or null when the token is malformed, unknown or expired. */
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

/**
 * The outcomes of native form submissions, kept in this process's memory for RESULT_TTL_MS under
 * random, unguessable tokens, so the 303 that answers a submission names only the token. An
 * `lru-cache` bounded in entries and in characters: past either bound the least recently used
 * outcomes are forgotten (their page then says the result is no longer available). Per instance;
 * with REDIS_URL the shared store keeps a copy in Redis for the other instances
 * (./sharedResultStore.ts, docs/deploy.md).
 */
export class FormResultStore {
  private readonly entries: LRUCache<string, FormOutcome>;

  constructor({
    ttlMs = RESULT_TTL_MS,
    maxEntries = MAX_RESULTS,
    maxChars = MAX_RESULT_CHARS,
    now = Date.now,
  }: { ttlMs?: number; maxEntries?: number; maxChars?: number; now?: () => number } = {}) {
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

  /** Keeps an outcome and returns its new token; expired outcomes are forgotten first (they hold visitors' text). */
  put(outcome: FormOutcome): string {
    this.entries.purgeStale();
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    this.entries.set(token, outcome);
    return token;
  }

  /** The outcome kept under a token, or null when the token is malformed, unknown or expired. */
  get(token: unknown): FormOutcome | null {
    return isResultToken(token) ? (this.entries.get(token) ?? null) : null;
  }
}

/** A memory store as a ResultStore. */
export function localResults(store: FormResultStore): ResultStore {
  return { put: async (outcome) => store.put(outcome), get: async (token) => store.get(token) };
}

const STORE_KEY = Symbol.for("laboratorios-brezo.formResultStore");

/**
 * The store of this process, shared by the form API routes and the result page (kept on
 * globalThis: Next bundles API routes and pages apart, and they must see the same outcomes).
 */
export function processResultStore(): FormResultStore {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: FormResultStore };
  return (holder[STORE_KEY] ??= new FormResultStore());
}
