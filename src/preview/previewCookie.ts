import * as prismic from "@prismicio/client";

/** Name of the cookie Prismic's toolbar (and the local content service) sets for a preview session. */
export const PREVIEW_COOKIE = prismic.cookie.preview;

/** The preview ref held in a Cookie header or `document.cookie`, or null. */
export function readPreviewCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== PREVIEW_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
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
