import type { IncomingMessage, ServerResponse } from "node:http";
import type { GetServerSidePropsResult } from "next";

/** The methods pages and read-only routes answer, as an `Allow` header (RFC 9110 §10.2.1). */
export const READ_ONLY_ALLOW = "GET, HEAD";

/** Whether a request only reads: GET or HEAD. */
export function isReadOnlyRequest(req: IncomingMessage): boolean {
  return req.method === "GET" || req.method === "HEAD";
}

/**
 * Answers 405 with `Allow: GET, HEAD` and a short text body, never cached: the answer Next gives
 * static pages, for the routes that run code per request (getServerSideProps pages, API routes).
 */
export function sendMethodNotAllowed(res: ServerResponse): void {
  res.statusCode = 405;
  res.setHeader("Allow", READ_ONLY_ALLOW);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end("Method Not Allowed");
}

/**
 * For getServerSideProps: refuses anything but GET and HEAD with sendMethodNotAllowed. Returns the
 * result the page must return when it did (the response is already sent, Next renders nothing), or
 * null when the request may go on.
 */
export function refuseWritingMethods<P extends Record<string, unknown> = Record<string, never>>(
  req: IncomingMessage,
  res: ServerResponse,
): GetServerSidePropsResult<P> | null {
  if (isReadOnlyRequest(req)) return null;
  sendMethodNotAllowed(res);
  return { props: {} as P };
}
