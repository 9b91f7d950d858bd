// @ts-check
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether the request carries HTTP Basic credentials equal to `apiKey:apiSecret` (what
 * node-mailjet sends). Compared in constant time.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ apiKey: string, apiSecret: string }} credentials
 * @returns {boolean}
 */
export function hasValidCredentials(req, { apiKey, apiSecret }) {
  const header = req.headers.authorization ?? "";
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return false;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return false;
  return sameText(decoded.slice(0, colon), apiKey) && sameText(decoded.slice(colon + 1), apiSecret);
}

/**
 * @param {string} a
 * @param {string} b
 */
function sameText(a, b) {
  const digest = (/** @type {string} */ text) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}
