import { randomBytes } from "node:crypto";
import type { FormOutcome } from "./formOutcome";

/** How long the result page can show an outcome. */
export const RESULT_TTL_MS = 10 * 60_000;
/** Most outcomes kept at once (the oldest go first). */
const MAX_RESULTS = 5_000;
/** Most characters of visitor text kept at once across all outcomes (the oldest go first). */
const MAX_RESULT_CHARS = 4_000_000;

/** 24 random bytes (192 bits) in base64url: 32 characters. */
const TOKEN_BYTES = 24;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

type Entry = { outcome: FormOutcome; expiresAt: number; chars: number };

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
 * random, unguessable tokens, so the 303 that answers a submission names only the token. Bounded in
 * entries and in characters: past either bound the oldest outcomes are forgotten (their page then
 * says the result is no longer available). Per instance; with REDIS_URL the shared store keeps a
 * copy in Redis for the other instances (./sharedResultStore.ts, docs/deploy.md).
 */
export class FormResultStore {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    private readonly options: { ttlMs?: number; maxEntries?: number; maxChars?: number; now?: () => number } = {},
  ) {}

  /** Outcomes kept right now (expired ones included until they are swept). */
  get size(): number {
    return this.entries.size;
  }

  /** Keeps an outcome and returns its new token. */
  put(outcome: FormOutcome): string {
    const now = this.now();
    this.sweep(now);
    const token = randomBytes(TOKEN_BYTES).toString("base64url");
    const chars = charsOf(outcome);
    this.entries.set(token, { outcome, expiresAt: now + (this.options.ttlMs ?? RESULT_TTL_MS), chars });
    this.chars += chars;
    const maxEntries = this.options.maxEntries ?? MAX_RESULTS;
    const maxChars = this.options.maxChars ?? MAX_RESULT_CHARS;
    // Map order is insertion order: the first entries are the oldest.
    for (const [oldest] of this.entries) {
      if (this.entries.size <= maxEntries && this.chars <= maxChars) break;
      if (oldest === token) break;
      this.remove(oldest);
    }
    return token;
  }

  /** The outcome kept under a token, or null when the token is malformed, unknown or expired. */
  get(token: unknown): FormOutcome | null {
    if (!isResultToken(token)) return null;
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.remove(token);
      return null;
    }
    return entry.outcome;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Forgets the expired outcomes at the front (all expire after the same time, so they are the oldest). */
  private sweep(now: number): void {
    for (const [token, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.remove(token);
    }
  }

  private remove(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.chars -= entry.chars;
    this.entries.delete(token);
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
