/**
 * Derives next.config.ts rewrites and permanent redirects from the route table.
 */
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

/**
 * A source or destination of the route table's syntax as path segments: literals, `:name` (one
 * segment) and a final `:name*` (the remaining segments, possibly none).
 */
const patternSegments = (pattern: string) => pattern.split("/").filter(Boolean);

/**
 * The params of a path's segments matched against a pattern's, or null when it does not match.
 */
function matchSegments(pattern: string[], segments: string[]): Map<string, string[]> | null {
  const params = new Map<string, string[]>();
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith(":") && part.endsWith("*") && i === pattern.length - 1) {
      params.set(part, segments.slice(i));
      return params;
    }
    if (i >= segments.length) return null;
    if (part.startsWith(":")) params.set(part, [segments[i]]);
    else if (part !== segments[i]) return null;
  }
  return pattern.length === segments.length ? params : null;
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
 * The permanent redirects as a function of the request path, for PERMANENT_REDIRECT_ROUTE.
 * Same semantics as Next's redirects for these patterns: the first matching source wins and its
 * params fill the destination. The path must carry its locale, as Next matches `locale: false`
 * sources (`/es-es/news/x`); segments keep their percent-encoding. Returns the destination path, or null.
 */
export function createRedirectResolver(redirects: Redirect[]): (pathWithLocale: string) => string | null {
  const compiled = redirects.map((redirect) => ({
    source: patternSegments(redirect.source),
    destination: patternSegments(redirect.destination),
  }));
  return (pathWithLocale) => {
    const segments = patternSegments(pathWithLocale);
    for (const { source, destination } of compiled) {
      const params = matchSegments(source, segments);
      if (params)
        return `/${destination.flatMap((part) => params.get(part) ?? (part.startsWith(":") ? [] : [part])).join("/")}`;
    }
    return null;
  };
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
