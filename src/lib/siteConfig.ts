import { loadSiteConfig } from "@/config/site";

/** The validated configuration of this site (server side only; never import it into the browser). */
export const siteConfig = loadSiteConfig(process.env);

export type SiteConfig = typeof siteConfig;
export type { Locale } from "@/config/countries";
import type { Locale } from "@/config/countries";

/** Whether a string is one of this site's locales. */
function isSiteLocale(value: string | undefined): value is Locale {
  return value !== undefined && (siteConfig.country.locales as readonly string[]).includes(value);
}

/** The locale Next gave the page, or the country's default. */
export function pageLocale(locale: string | undefined): Locale {
  return isSiteLocale(locale) ? locale : siteConfig.country.defaultLocale;
}
