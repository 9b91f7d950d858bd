/** An origin no request comes from: what a candidate is resolved against to see whether it stays on the site. */
const SAME_SITE_BASE = "http://same-site.invalid";

/**
 * A redirect target that stays on this site, ready for a `Location` header: the candidate parsed as
 * a path of this site and written back normalised and percent-encoded (pathname, query and
 * fragment; `/€` → `/%E2%82%AC`, `/a/../b` → `/b`), so any text gives a valid header. A candidate
 * that is not a path starting with a single "/", holds control characters, is too long, or whose
 * normalised form a browser would read as another origin (`//host`, `/\host`, `/.//host`) gives the
 * fallback.
 */
export function sameSitePath(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || candidate.length > 2048) return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, SAME_SITE_BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SAME_SITE_BASE || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
