/**
 * The path form `res.revalidate()` needs: it skips next.config.ts rewrites, so a public path would
 * regenerate the not-found page; the page file's path with its locale is what visitors get.
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

/** The path to give `res.revalidate()` for a public path: `/<locale>` + the page file's path (`/` → `/es-es`). */
export function revalidationPath(publicPath: string, country: SiteCountry): string {
  const { locale, path } = splitLocale(publicPath, country);
  const localized = `/${locale}${path === "/" ? "" : path}`;
  return routeResolver(buildRewrites(country))(localized) ?? localized;
}
