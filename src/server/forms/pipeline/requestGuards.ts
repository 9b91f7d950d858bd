import type { IncomingMessage } from "node:http";
import { FormError } from "./formError";

/**
 * Refuses cross-site posts: Origin must be this site's (configured, or the request's Host). A
 * no-referrer page (the newsletter's confirmation) sends `Origin: null`: accepted only with
 * `Sec-Fetch-Site: same-origin`, a header no page can set.
 */
export function assertSameOrigin(req: IncomingMessage, siteUrl: string): void {
  const origin = req.headers.origin;
  if (origin === "null" && req.headers["sec-fetch-site"] === "same-origin") return;
  const host = req.headers.host;
  const allowed = new Set([new URL(siteUrl).origin]);
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (!origin || !allowed.has(origin)) throw new FormError(403, "errors.crossSite");
}

/** Only POST is accepted. */
export function assertPost(req: IncomingMessage): void {
  if (req.method !== "POST") throw new FormError(405, "errors.method");
}
