/**
 * How long the answers at a page's path may be kept: by a shared cache (a CDN) for the pages'
 * revalidate time, and by the visitor's browser not at all without asking again (issue 49,
 * docs/decisions.md "Redirects are permanent, and no browser keeps them").
 *
 * Next sends an ISR answer — a page, a 404, and the 308 or 307 of an editors' row or of a moved
 * document (getStaticProps' `redirect`) — with `s-maxage=<revalidate>, stale-while-revalidate=<a
 * year>` and no browser lifetime, and a browser keeps a 308 without one for good (Chromium: until
 * its cache is cleared), so a path moved back, or a row removed or reversed, loops in the browser
 * of anyone who followed it once. A `Cache-Control` set here reaches the response first, and Next
 * keeps it (Next 16.4's pages handler: "If cache control is already set on the response we don't
 * override it"): `max-age=0` makes the browser ask again every time, while the 308 stays permanent
 * for search engines. No `must-revalidate`: it would forbid a CDN to serve the stale copy while it
 * refetches. Answers that set their own (getServerSideProps pages: search, sitemap, robots.txt,
 * the result and confirmation pages) replace it, being set later; Next's error pages and previews
 * set theirs over it too.
 *
 * Not for API routes (each sets its own or none), `/_next/*` (Next's content-hashed files, kept a
 * year when nothing else is set) nor the browser script (`/_enhance/*`, next.config.ts).
 */
import { REVALIDATE_SECONDS } from "./constants";
import type { HeaderRule } from "./securityHeaders";

/**
 * How long a shared cache may serve a page past its revalidate time while it fetches it again in
 * the background: the search pages' figure (src/sections/search/searchPage.ts). Next's default is a
 * year, so a page nobody visited for months would be shown once as it was then.
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 300;

/** The `Cache-Control` of every answer at a page's path (pages, their 404s, their redirects). */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

/** Paths that are not pages: API routes, Next's build output, the browser script (ENHANCE_URL_PREFIX). */
const NOT_PAGES = ["api(?:/|$)", "_next/", "_enhance/"];

/** next.config.ts `headers()` rules giving the answers at a page's path PAGE_CACHE_CONTROL. */
export function buildPageCacheHeaders(): HeaderRule[] {
  const headers = [{ key: "Cache-Control", value: PAGE_CACHE_CONTROL }];
  return [
    // The home page needs its own rule: the pattern below does not match the bare locale root.
    { source: "/", headers },
    { source: `/:path((?!${NOT_PAGES.join("|")}).*)`, headers },
  ];
}
