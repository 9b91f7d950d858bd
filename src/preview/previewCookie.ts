import * as prismic from "@prismicio/client";

/** Name of the cookie Prismic's toolbar (and the local content service) sets for a preview session. */
export const PREVIEW_COOKIE = prismic.cookie.preview;

/**
 * The preview ref held in a Cookie header or `document.cookie`, or null: the cookie's value, or in
 * the JSON form Prismic's toolbar writes, `{"<repo>.prismic.io":{"preview":"<token>"}}`, the token
 * (a JSON cookie without one, `{"_tracker":"…"}`, is no preview session).
 */
export function readPreviewCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== PREVIEW_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (!raw) return null;
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // kept as written
    }
    return value.startsWith("{") ? tokenInCookieJson(value) : value;
  }
  return null;
}

/** The first `preview` string of a `<repo>.prismic.io` entry of the JSON cookie form, or null. */
function tokenInCookieJson(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  for (const [key, entry] of Object.entries(parsed)) {
    if (!key.endsWith(".prismic.io") || typeof entry !== "object" || entry === null) continue;
    const preview: unknown = (entry as Record<string, unknown>).preview;
    if (typeof preview === "string" && preview !== "") return preview;
  }
  return null;
}

/** A Set-Cookie value that removes the preview cookie (exit preview must drop it, or the session restarts it). */
export const EXPIRED_PREVIEW_COOKIE = `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;

/**
 * A Set-Cookie value holding a preview ref, as Prismic's toolbar sets it on the site's domain:
 * readable by the page's script (the preview session watches it), for the whole site.
 */
export function previewCookie(ref: string, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${encodeURIComponent(ref)}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
