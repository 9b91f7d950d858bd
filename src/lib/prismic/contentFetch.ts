import type { FetchLike } from "@prismicio/client";
import { RATE_LIMIT_DEFAULT_RETRY_MS } from "@/config/constants";
import { perProcess } from "@/lib/perProcess";

/** How long one content request may take before the page build gives up (fail fast, never hang). */
export const CONTENT_REQUEST_TIMEOUT_MS = 10_000;

/** How many 429 answers in a row for one URL the client may retry before the request fails. */
const MAX_RATE_LIMITED_ATTEMPTS = 5;

/** How long requests fail fast after the content service was found unreachable, before one is tried again. */
const CONTENT_OUTAGE_RETRY_MS = 5_000;

/**
 * The content service could not be reached (connection refused or reset, DNS failure, timeout),
 * or is known to be unreachable and the request was not sent. Its stack is its one-line message:
 * Next logs each failed background regeneration with `console.error(error)`, and during an outage
 * a stack trace per page would say nothing more.
 */
export class ContentUnavailableError extends Error {
  override name = "ContentUnavailableError";
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

type CircuitLog = { error: (line: string) => void; info: (line: string) => void };

/**
 * A circuit breaker for one content service (one per process, shared by every client): closed,
 * requests go through; the first request that cannot reach the service opens it, and for
 * `retryMs` every request fails at once with ContentUnavailableError instead of waiting for a
 * refused connection or a timeout. Then one request at a time is let through as a probe; its
 * success closes the circuit. One line is logged when an outage starts and one when it ends,
 * however many requests fail meanwhile.
 */
export class ContentCircuit {
  private openSince: number | null = null;
  private reason = "";
  private retryAt = 0;
  private probing = false;
  private failedFast = 0;
  private readonly retryMs: number;
  private readonly now: () => number;
  private readonly log: CircuitLog;

  constructor({
    retryMs = CONTENT_OUTAGE_RETRY_MS,
    now = Date.now,
    log = { error: console.error, info: console.log },
  }: { retryMs?: number; now?: () => number; log?: CircuitLog } = {}) {
    this.retryMs = retryMs;
    this.now = now;
    this.log = log;
  }

  /** Whether the service is currently known to be unreachable. */
  get isOpen(): boolean {
    return this.openSince !== null;
  }

  /** Called before a request: throws when it must fail fast; resolves true when it is the probe. */
  admit(): boolean {
    if (this.openSince === null) return false;
    if (!this.probing && this.now() >= this.retryAt) {
      this.probing = true;
      return true;
    }
    this.failedFast++;
    throw new ContentUnavailableError(
      `Content service unavailable since ${new Date(this.openSince).toISOString()} (${this.reason}); request not sent`,
    );
  }

  /** The service answered (any HTTP status): the outage, if any, is over. */
  succeeded(): void {
    if (this.openSince === null) return;
    const seconds = Math.round((this.now() - this.openSince) / 1000);
    this.log.info(
      `content service: reachable again after ${seconds} s; ${this.failedFast} requests failed fast meanwhile`,
    );
    this.openSince = null;
    this.probing = false;
    this.failedFast = 0;
  }

  /** The service could not be reached. */
  failed(reason: string, probe: boolean): void {
    if (this.openSince === null) {
      this.openSince = this.now();
      this.reason = reason;
      this.log.error(
        `content service: unreachable (${reason}); content requests fail fast until it answers again, retrying every ${Math.round(this.retryMs / 1000)} s`,
      );
    }
    if (probe || !this.probing) this.retryAt = this.now() + this.retryMs;
    if (probe) this.probing = false;
  }
}

/** The circuit of this process: one for every client and every page bundle. */
export function processContentCircuit(): ContentCircuit {
  return perProcess("contentCircuit", () => new ContentCircuit());
}

/** Error codes of a connection the server closed before it answered (undici's, then the socket's). */
const DROPPED_CONNECTION_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

/**
 * Whether a fetch failed because a kept-alive connection was closed under it: the server may close an
 * idle connection just as a request is sent on it. Such a request never reached a handler, and a
 * Content API read is a GET, so it is sent again once on a new connection before it counts as an outage.
 */
function droppedConnection(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return typeof cause?.code === "string" && DROPPED_CONNECTION_CODES.has(cause.code);
}

/** "connect ECONNREFUSED 127.0.0.1:3100", "no answer within 10000 ms", …: why a fetch failed, on one line. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { message?: string; code?: string } | undefined) : undefined;
  const text = cause?.message || cause?.code || (error instanceof Error ? error.message : String(error));
  return text.replace(/\s+/g, " ").trim();
}

type ContentFetchOptions = {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  defaultRetryAfterMs?: number;
  maxRateLimitedAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The circuit breaker to use (the site passes the process's); none by default. */
  circuit?: ContentCircuit | null;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The fetch the content client uses. It bounds every request with a timeout, fails fast while the
 * content service is known to be unreachable (with a `circuit`), and completes the
 * client's rate-limit handling (R4): @prismicio/client 7.22 waits for `Retry-After` but retries
 * a 429 *without* that header at once and without limit; here such a 429 is held for 1500 ms
 * before the client sees it, and a URL rate-limited too many times in a row fails instead of looping.
 */
export function createContentFetch(options: ContentFetchOptions = {}): FetchLike {
  const {
    fetch: baseFetch = globalThis.fetch,
    timeoutMs = CONTENT_REQUEST_TIMEOUT_MS,
    defaultRetryAfterMs = RATE_LIMIT_DEFAULT_RETRY_MS,
    maxRateLimitedAttempts = MAX_RATE_LIMITED_ATTEMPTS,
    sleep = defaultSleep,
    circuit = null,
  } = options;
  const rateLimited = new Map<string, number>();

  return async (input, init) => {
    const probe = circuit?.admit() ?? false;
    const signal = init?.signal ? (init.signal as AbortSignal) : AbortSignal.timeout(timeoutMs);
    const send = () => baseFetch(input, { ...(init as RequestInit), signal });
    let response: Response;
    try {
      response = await send().catch((error: unknown) => {
        if (!droppedConnection(error) || signal.aborted) throw error;
        return send();
      });
    } catch (error) {
      // The caller's own abort is not an outage.
      if (init?.signal && (init.signal as AbortSignal).aborted) throw error;
      const reason = describeFailure(error, timeoutMs);
      circuit?.failed(reason, probe);
      throw new ContentUnavailableError(`Content service unreachable: ${reason} (${new URL(input).pathname})`);
    }
    circuit?.succeeded();
    if (response.status !== 429) {
      rateLimited.delete(input);
      return response;
    }
    const attempts = (rateLimited.get(input) ?? 0) + 1;
    if (attempts >= maxRateLimitedAttempts) {
      rateLimited.delete(input);
      throw new Error(
        `Content service rate limit: gave up after ${attempts} answers of 429 for ${new URL(input).pathname}`,
      );
    }
    rateLimited.set(input, attempts);
    if (!response.headers.has("retry-after")) await sleep(defaultRetryAfterMs);
    return response;
  };
}
