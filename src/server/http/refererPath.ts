import type { IncomingMessage } from "node:http";
import { sameSitePath } from "./sameSitePath";

/**
 * The page a request came from, as a path of this site (pathname and query, normalised by
 * sameSitePath), when its Referer is this site's origin (the configured one, or the one the
 * request was addressed to); null for another site, no Referer or one that is no URL.
 */
export function refererPath(req: IncomingMessage, siteUrl: string): string | null {
  const referer = req.headers.referer;
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  const host = req.headers.host;
  const origins = new Set([new URL(siteUrl).origin, ...(host ? [`http://${host}`, `https://${host}`] : [])]);
  if (!origins.has(url.origin)) return null;
  return sameSitePath(`${url.pathname}${url.search}`, "") || null;
}
