import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed, expiring tokens: a JSON payload and its expiry, with an HMAC-SHA256 over both and the
 * token's purpose, so any instance holding the same secret (SIGNING_SECRET) can check a token
 * without shared state, and a token made for one purpose is never valid for another.
 *
 * Shape: `<payload>.<signature>`, both base64url; the payload is `{"p":…,"exp":<ms>}`. The payload
 * is readable by whoever holds the token (signed, not encrypted): put nothing in it that its
 * holder may not see.
 */

/** Why a token was not accepted: not a token at all, a signature that does not match, or past its expiry. */
export type TokenRefusal = "malformed" | "forged" | "expired";

export type VerifiedToken<T> = { ok: true; payload: T; expiresAt: number } | { ok: false; reason: TokenRefusal };

/** Longest token looked at (a payload of a few hundred characters, and the signature). */
const MAX_TOKEN_LENGTH = 2_048;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function signature(secret: string, purpose: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}\n${body}`).digest();
}

/** A token for `payload` that `verifyToken` with the same secret and purpose accepts until `expiresAt` (ms). */
export function signToken(secret: string, purpose: string, payload: unknown, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ p: payload, exp: expiresAt })).toString("base64url");
  return `${body}.${signature(secret, purpose, body).toString("base64url")}`;
}

/**
 * Checks a token: its signature (compared in constant time), then its expiry. Anything that is
 * not a string of the token's shape is `malformed`; a payload whose signature does not match is
 * `forged`, whatever it claims. Never throws.
 */
export function verifyToken<T = unknown>(
  secret: string,
  purpose: string,
  token: unknown,
  now: number = Date.now(),
): VerifiedToken<T> {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const [body, sent, ...rest] = token.split(".");
  if (rest.length > 0 || !body || !sent || !BASE64URL.test(body) || !BASE64URL.test(sent))
    return { ok: false, reason: "malformed" };
  const expected = signature(secret, purpose, body);
  const given = Buffer.from(sent, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  // Base64url's last character carries bits no byte uses: "…A" and "…B" can decode alike. Only the
  // one spelling the site wrote is the token, so a link's id (tokenId) cannot be changed by respelling it.
  if (given.toString("base64url") !== sent) return { ok: false, reason: "forged" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const { p, exp } = (parsed ?? {}) as { p?: unknown; exp?: unknown };
  if (typeof exp !== "number" || !Number.isFinite(exp)) return { ok: false, reason: "malformed" };
  if (exp <= now) return { ok: false, reason: "expired" };
  return { ok: true, payload: p as T, expiresAt: exp };
}

/** A short, stable name of a token (its signature's digest): what a store may record about a token without keeping it. */
export function tokenId(token: string): string {
  return createHmac("sha256", "token-id").update(token).digest("base64url").slice(0, 32);
}
