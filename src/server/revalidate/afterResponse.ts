/**
 * Work that goes on after an answer is sent. On a long-running server (`next start`, the
 * standalone server, the Docker image) the process simply carries on. On Vercel a function may be
 * frozen once it answered, unless the work is handed to the platform's `waitUntil`: it is found
 * where Next's own `after()` and `@vercel/functions` find it, the request context the platform
 * puts on globalThis.
 */
const REQUEST_CONTEXTS = [Symbol.for("@next/request-context"), Symbol.for("@vercel/request-context")];

type RequestContext = { get?: () => { waitUntil?: (promise: Promise<unknown>) => void } | undefined };

/** Asks the platform (when it has a `waitUntil`) to keep the function alive until `work` settles. */
export function keepAliveAfterResponse(work: Promise<unknown>): void {
  const holder = globalThis as Record<symbol, RequestContext | undefined>;
  const waitUntil = REQUEST_CONTEXTS.map((symbol) => holder[symbol]?.get?.()?.waitUntil).find(Boolean);
  waitUntil?.(work.catch(() => undefined));
}
