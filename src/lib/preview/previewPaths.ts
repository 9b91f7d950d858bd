/** Where preview starts and ends (spec §2): the API routes Prismic and the preview session call. */
export const PREVIEW_START_PATH = "/api/preview";
export const PREVIEW_EXIT_PATH = "/api/exit-preview";
/** The staff page about preview access. */
export const PREVIEW_AUTH_PATH = "/auth";

/**
 * A redirect target that stays on this site: a path starting with a single "/" (no scheme, no
 * host, no "//" or "/\" that a browser would read as another origin), else the fallback.
 */
export function sameSitePath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate.length > 2048) return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  try {
    const base = "http://same-site.invalid";
    return new URL(candidate, base).origin === base ? candidate : fallback;
  } catch {
    return fallback;
  }
}
