// @ts-check
import { randomBytes } from "node:crypto";
import { shortId } from "../util/short-id.mjs";

/**
 * Preview tokens in Prismic's shape: the URL of the preview session,
 * `<origin>/previews/<session>:<ref>?websitePreviewId=<id>` (Prismic's:
 * `https://<repo>.prismic.io/previews/<session>:<ref>?websitePreviewId=<id>`). `@prismicio/next`'s
 * App Router auto-previews only use an `io.prismic.preview` cookie holding `websitePreviewId=`, and
 * pass the cookie's value, as it is, as the `ref` of every query — the token, or the JSON form
 * Prismic's toolbar writes, `{"<repo>.prismic.io":{"preview":"<token>"}}`.
 */

/** The session part of a token's path: 16 random bytes, base64url. */
const TOKEN_PATH = /^\/previews\/([A-Za-z0-9_-]{22})(?::[A-Za-z0-9_-]{1,64})?$/;
/** Longest `ref` looked at as a token (Prismic's are about 120 characters). */
const MAX_TOKEN_LENGTH = 2048;

/**
 * A new preview token and the session id it carries.
 * @param {{ origin: string, baseRef: string, site?: string | null }} options origin of the service
 *   (its public URL), the ref the preview starts from (master or release), the site it opens
 * @returns {{ token: string, session: string }}
 */
export function newPreviewToken({ origin, baseRef, site = null }) {
  const session = randomBytes(16).toString("base64url");
  const websitePreviewId = shortId(`website-preview:${site ?? "admin"}`);
  return { token: `${origin}/previews/${session}:${baseRef}?websitePreviewId=${websitePreviewId}`, session };
}

/**
 * The session id a `ref` names when it is a preview token, in any form a client sends it: the
 * token URL, or the JSON cookie form (raw or percent-encoded). null for anything else (never throws).
 * @param {string} ref
 * @returns {string | null}
 */
export function previewSessionOf(ref) {
  if (typeof ref !== "string" || ref.length > MAX_TOKEN_LENGTH) return null;
  let value = ref.trim();
  if (/^%7B/i.test(value)) value = safeDecode(value) ?? "";
  if (value.startsWith("{")) value = tokenInCookieJson(value) ?? "";
  if (!value.includes("/previews/")) return null;
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return TOKEN_PATH.exec(url.pathname)?.[1] ?? null;
}

/**
 * The `io.prismic.preview` cookie value in the JSON form Prismic's toolbar writes (percent-encoded,
 * so it is safe in a Set-Cookie header).
 * @param {string} token
 * @param {string} repositoryName
 */
export function previewCookieJson(token, repositoryName) {
  return encodeURIComponent(JSON.stringify({ [`${repositoryName}.prismic.io`]: { preview: token } }));
}

/**
 * The token inside the JSON cookie form: the first `preview` string of a `<repo>.prismic.io` entry.
 * @param {string} text
 * @returns {string | null}
 */
function tokenInCookieJson(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  for (const [key, entry] of Object.entries(parsed)) {
    if (key.endsWith(".prismic.io") && isRecord(entry) && typeof entry.preview === "string") return entry.preview;
  }
  return null;
}

/** @param {string} text */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A JSON object (not null, not an array); kept here so this file needs no shared helper.
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
