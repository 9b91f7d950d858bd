import type { IncomingMessage } from "node:http";
import { FormError } from "./formError";

/**
 * Refuses cross-site posts. `Origin: null` (a `no-referrer` page's own post) passes only with
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

export function assertPost(req: IncomingMessage): void {
  if (req.method !== "POST") throw new FormError(405, "errors.method");
}
