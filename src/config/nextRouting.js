// @ts-check
/**
 * Derives next.config.js rewrites and permanent redirects from the route table (DESIGN §3).
 */
const { ROUTE_TABLE, localePrefix } = require("./routeTable.js");

/** @typedef {{ source: string, destination: string, locale: false }} Rewrite */
/** @typedef {{ source: string, destination: string, permanent: true, locale: false }} Redirect */
/** @typedef {{ defaultLocale: string, locales: readonly ("es-es" | "es-co")[] }} Country */

/**
 * With `locale: false` Next matches sources against the path *with* its locale, the default locale
 * included (`/es-es/products` for a visit to `/products`), so sources always carry the locale.
 * @param {string} locale
 */
const matchPrefix = (locale) => `/${locale}`;

/** A redirect target keeps `:path*` only when the source has it (`/corporate` → `/quienes-somos`). */
/** @param {string} source @param {string} target */
function redirectDestination(source, target) {
  return source.endsWith("/:path*") ? target : target.replace(/\/:path\*$/, "");
}

/**
 * Public Spanish path → page file, for every locale of the country, in table order.
 * @param {Country} country
 * @returns {Rewrite[]}
 */
function buildRewrites(country) {
  return country.locales.flatMap((locale) => {
    return ROUTE_TABLE[locale].flatMap((row) =>
      row.targets
        .filter((t) => t.spanish !== t.page)
        .map((t) => ({
          source: matchPrefix(locale) + t.spanish,
          destination: `/${locale}${t.page}`,
          locale: /** @type {const} */ (false),
        })),
    );
  });
}

/**
 * English path → public Spanish path (permanent), specific rows first as the table orders them;
 * then each page file's own path → its public path, so every page has exactly one public URL.
 * @param {Country} country
 * @returns {Redirect[]}
 */
function buildRedirects(country) {
  return country.locales.flatMap((locale) => {
    const prefix = localePrefix(locale, country);
    const rows = ROUTE_TABLE[locale];
    /** @type {Redirect[]} */
    const redirects = rows.map((row) => ({
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
 * @param {string} pattern
 */
const patternSegments = (pattern) => pattern.split("/").filter(Boolean);

/**
 * The params of a path's segments matched against a pattern's, or null when it does not match.
 * @param {string[]} pattern
 * @param {string[]} segments
 * @returns {Map<string, string[]> | null}
 */
function matchSegments(pattern, segments) {
  /** @type {Map<string, string[]>} */
  const params = new Map();
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
 * @param {Country} country
 */
function buildRedirectRewrites(country) {
  const missing = [{ type: /** @type {const} */ ("header"), key: "x-nextjs-data" }];
  const sources = [...new Set(buildRedirects(country).map((redirect) => redirect.source))];
  return [...sources, ...country.locales.map((locale) => `${matchPrefix(locale)}/:path+/`)].map((source) => ({
    source,
    destination: PERMANENT_REDIRECT_ROUTE,
    locale: /** @type {const} */ (false),
    missing,
  }));
}

/**
 * The permanent redirects as a function of the request path, for PERMANENT_REDIRECT_ROUTE.
 * Same semantics as Next's redirects for these patterns: the first matching source wins and its
 * params fill the destination. The path must carry its locale, as Next matches `locale: false`
 * sources (`/es-es/news/x`); segments keep their percent-encoding.
 * @param {Redirect[]} redirects
 * @returns {(pathWithLocale: string) => string | null} the destination path, or null
 */
function createRedirectResolver(redirects) {
  const compiled = redirects.map((redirect) => ({ source: patternSegments(redirect.source), destination: patternSegments(redirect.destination) }));
  return (pathWithLocale) => {
    const segments = patternSegments(pathWithLocale);
    for (const { source, destination } of compiled) {
      const params = matchSegments(source, segments);
      if (params) return `/${destination.flatMap((part) => params.get(part) ?? (part.startsWith(":") ? [] : [part])).join("/")}`;
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
const DATA_REQUEST_GUARD = {
  source: "/_next/data/:build/:path*/:last(\\.{1,2}|%2[Ee]|%2[Ee]%2[Ee])\\.json",
  destination: "/404",
  locale: /** @type {const} */ (false),
};

module.exports = { buildRewrites, buildRedirects, buildRedirectRewrites, DATA_REQUEST_GUARD, createRedirectResolver, PERMANENT_REDIRECT_ROUTE };
