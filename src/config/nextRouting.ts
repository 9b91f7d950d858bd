/**
 * Derives next.config.ts rewrites and permanent redirects from the route table.
 */
import { compile, match } from "path-to-regexp";
import type { Locale } from "./countries";
import { ROUTE_TABLE, localePrefix } from "./routeTable";

type Rewrite = { source: string; destination: string; locale: false };
type Redirect = { source: string; destination: string; permanent: true; locale: false };
/** The country part of the site configuration. */
type Country = { defaultLocale: string; locales: readonly Locale[] };

/**
 * With `locale: false` Next matches sources against the path *with* its locale, the default locale
 * included (`/es-es/products` for a visit to `/products`), so sources always carry the locale.
 */
const matchPrefix = (locale: string) => `/${locale}`;

/** A redirect target keeps `:path*` only when the source has it (`/corporate` → `/quienes-somos`). */
function redirectDestination(source: string, target: string) {
  return source.endsWith("/:path*") ? target : target.replace(/\/:path\*$/, "");
}

/**
 * Public Spanish path → page file, for every locale of the country, in table order.
 */
export function buildRewrites(country: Country): Rewrite[] {
  return country.locales.flatMap((locale) => {
    return ROUTE_TABLE[locale].flatMap((row) =>
      row.targets
        .filter((t) => t.spanish !== t.page)
        .map((t) => ({
          source: matchPrefix(locale) + t.spanish,
          destination: `/${locale}${t.page}`,
          locale: false as const,
        })),
    );
  });
}

/**
 * English path → public Spanish path (permanent), specific rows first as the table orders them;
 * then each page file's own path → its public path, so every page has exactly one public URL.
 */
export function buildRedirects(country: Country): Redirect[] {
  return country.locales.flatMap((locale) => {
    const prefix = localePrefix(locale, country);
    const rows = ROUTE_TABLE[locale];
    const redirects: Redirect[] = rows.map((row) => ({
      source: matchPrefix(locale) + row.english,
      destination: prefix + redirectDestination(row.english, row.targets[0].spanish),
      permanent: true,
      locale: false,
    }));
    const sources = new Set(redirects.map((r) => r.source));
    for (const row of rows) {
      for (const target of row.targets) {
        const source = matchPrefix(locale) + target.page;
        if (target.page !== target.spanish && !sources.has(source)) {
          sources.add(source);
          redirects.push({ source, destination: prefix + target.spanish, permanent: true, locale: false });
        }
      }
    }
    return redirects;
  });
}

/** A source and the destination it leads to (a rewrite or a redirect). */
type Route = { source: string; destination: string };

/**
 * The first of `routes` whose source matches a path, as a function: the path → that route's
 * destination filled with the matched params, or null when none matches. Matched by path-to-regexp
 * 6, the matcher and syntax Next compiles in for rewrites and redirects (`:name` one segment, a
 * final `:name*` the remaining ones, possibly none, with its slash), case-sensitive; empty
 * segments of the path are ignored and percent-encoding is kept.
 */
export function routeResolver(routes: readonly Route[]): (path: string) => string | null {
  const compiled = routes.map((route) => ({
    matches: match<Record<string, string | string[]>>(route.source, { sensitive: true }),
    fill: compile(route.destination, { validate: false }),
  }));
  return (path) => {
    const normalized = `/${path.split("/").filter(Boolean).join("/")}`;
    for (const { matches, fill } of compiled) {
      const found = matches(normalized);
      if (found) return fill(found.params) || "/";
    }
    return null;
  };
}

/** The API route that answers the permanent redirects (src/pages/api/permanent-redirect.ts). */
const PERMANENT_REDIRECT_ROUTE = "/api/permanent-redirect";

/**
 * Rewrites (`beforeFiles`) that send every permanent redirect's source, and every path ending in
 * "/", to PERMANENT_REDIRECT_ROUTE, which answers the 308. Next answers the redirects of
 * `redirects()` and its own trailing-slash redirect without the headers of `headers()` (the
 * security headers); a rewritten answer carries them (docs/decisions.md). Data requests
 * (`/_next/data/…`, marked `x-nextjs-data`) name page files, not public paths: never redirected.
 */
export function buildRedirectRewrites(country: Country) {
  const missing = [{ type: "header" as const, key: "x-nextjs-data" }];
  const sources = [...new Set(buildRedirects(country).map((redirect) => redirect.source))];
  return [...sources, ...country.locales.map((locale) => `${matchPrefix(locale)}/:path+/`)].map((source) => ({
    source,
    destination: PERMANENT_REDIRECT_ROUTE,
    locale: false as const,
    missing,
  }));
}

/**
 * The permanent redirects as a function of the request path, for PERMANENT_REDIRECT_ROUTE, with
 * Next's semantics for these patterns (routeResolver). The path must carry its locale, as Next
 * matches `locale: false` sources (`/es-es/news/x`). Returns the destination path, or null.
 */
export function createRedirectResolver(redirects: Redirect[]): (pathWithLocale: string) => string | null {
  return routeResolver(redirects);
}

/**
 * Data requests (`/_next/data/<build>/<locale>/….json`) whose last segment is "." or ".." (raw or
 * percent-encoded): Next 16.4 resolves them to a page path that its own normalisation refuses, and
 * its data handler answers that NormalizeError with 500 instead of 400. This rewrite (`beforeFiles`,
 * matched against the data path itself: Next only turns it into a page path when a proxy exists)
 * sends them to the not-found page, so they answer 404 like any path that names no document.
 */
export const DATA_REQUEST_GUARD = {
  source: "/_next/data/:build/:path*/:last(\\.{1,2}|%2[Ee]|%2[Ee]%2[Ee])\\.json",
  destination: "/404",
  locale: false as const,
};
