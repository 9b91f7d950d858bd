// @ts-check
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a request carries the expected access token, as `access_token` in the query or as an
 * `Authorization: Token <t>` / `Bearer <t>` header.
 * @param {import("node:http").IncomingMessage} req
 * @param {URL} url
 * @param {string} expected
 * @returns {boolean}
 */
export function hasValidAccessToken(req, url, expected) {
  const header = String(req.headers.authorization ?? "");
  const fromHeader = /^(?:Token|Bearer)\s+(.+)$/i.exec(header)?.[1] ?? null;
  const given = url.searchParams.get("access_token") ?? fromHeader;
  if (!given) return false;
  const digest = (/** @type {string} */ text) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
