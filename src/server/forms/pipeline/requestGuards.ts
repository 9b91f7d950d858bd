import type { IncomingMessage } from "node:http";
import { FormError } from "./formError";

/**
 * Refuses cross-site posts: the Origin header must be this site's own origin (the configured one,
 * or the one the request was addressed to). A page with `Referrer-Policy: no-referrer` (the
 * newsletter's confirmation page, issue 40) makes the browser send `Origin: null` even to its own
 * site: that is accepted only when the browser also says the request is the site's own
 * (`Sec-Fetch-Site: same-origin`, a header no page can set).
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
