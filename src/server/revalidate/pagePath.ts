/**
 * The path form `res.revalidate()` needs. It renders the path inside the server, after Next's
 * routing layer: next.config.ts rewrites (public Spanish path → page file) and redirects are not
 * applied. A public path such as `/nuestros-productos/arnica-montana-9ch` therefore reaches the
 * not-found page (and "succeeds" by regenerating it); the page file's path with its locale,
 * `/es-es/products/arnica-montana-9ch`, regenerates the page every visitor of the public path gets
 * (measured on a production build, docs/decisions.md). This module applies the route table's
 * rewrites, the same ones next.config.ts installs, to get there.
 */
import { buildRewrites, routeResolver } from "@/config/nextRouting";
import { localePrefix } from "@/config/routeTable";
import type { Locale } from "@/lib/siteConfig";

/** The country part of the site configuration (siteConfig.country). */
export type SiteCountry = { defaultLocale: Locale; locales: readonly Locale[] };

/** The locale a public path belongs to (its prefix, or the country's default locale) and the path without the prefix. */
export function splitLocale(publicPath: string, country: SiteCountry): { locale: Locale; path: string } {
  for (const locale of country.locales) {
    const prefix = localePrefix(locale, country);
    if (prefix && (publicPath === prefix || publicPath.startsWith(`${prefix}/`))) {
      return { locale, path: publicPath.slice(prefix.length) || "/" };
    }
  }
  return { locale: country.defaultLocale, path: publicPath };
}

/**
 * The path to give `res.revalidate()` for a public path of this site: `/<locale>` + the page
 * file's path, through the first route-table rewrite that matches (as Next matches them, with the
 * locale in front, `locale: false`). Paths no rewrite covers keep their own form:
 * `/` → `/es-es`, `/aviso-legal` → `/es-es/aviso-legal`, `/sitemap.xml` → `/es-es/sitemap.xml`.
 */
export function revalidationPath(publicPath: string, country: SiteCountry): string {
  const { locale, path } = splitLocale(publicPath, country);
  const localized = `/${locale}${path === "/" ? "" : path}`;
  return routeResolver(buildRewrites(country))(localized) ?? localized;
}
