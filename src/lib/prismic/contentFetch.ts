import type { FetchLike } from "@prismicio/client";
import { RATE_LIMIT_DEFAULT_RETRY_MS } from "@/config/constants";

/** How long one content request may take before the page build gives up (fail fast, never hang). */
export const CONTENT_REQUEST_TIMEOUT_MS = 10_000;

/** How many 429 answers in a row for one URL the client may retry before the request fails. */
export const MAX_RATE_LIMITED_ATTEMPTS = 5;

type ContentFetchOptions = {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  defaultRetryAfterMs?: number;
  maxRateLimitedAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The fetch the content client uses. It bounds every request with a timeout, and completes the
 * client's rate-limit handling (spec §4): @prismicio/client 7.22 waits for `Retry-After` but retries
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
  } = options;
  const rateLimited = new Map<string, number>();

  return async (input, init) => {
    const response = await baseFetch(input, {
      ...(init as RequestInit),
      signal: init?.signal ? (init.signal as AbortSignal) : AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 429) {
      rateLimited.delete(input);
      return response;
    }
    const attempts = (rateLimited.get(input) ?? 0) + 1;
    if (attempts >= maxRateLimitedAttempts) {
      rateLimited.delete(input);
      throw new Error(`Content service rate limit: gave up after ${attempts} answers of 429 for ${new URL(input).pathname}`);
    }
    rateLimited.set(input, attempts);
    if (!response.headers.has("retry-after")) await sleep(defaultRetryAfterMs);
    return response;
  };
}
