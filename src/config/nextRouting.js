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

module.exports = { buildRewrites, buildRedirects };
