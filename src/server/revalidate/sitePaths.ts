/**
 * Public paths of the site's pages that are not one document's own URL, derived from the route
 * table: the section landings and the application pages.
 */
import { localePrefix, sectionLandingPaths, sectionPaths } from "@/config/routeTable";
import type { Locale } from "@/lib/siteConfig";
import type { SiteCountry } from "./pagePath";

/** A path with the locale's prefix (none on a single-locale site). */
export function localized(path: string, locale: Locale, country: SiteCountry): string {
  const prefix = localePrefix(locale, country);
  return prefix ? (path === "/" ? prefix : `${prefix}${path}`) : path;
}

/** The landing pages of the sections (listings that are not documents), with the locale prefix. */
export function landingPaths(locale: Locale, country: SiteCountry): string[] {
  return sectionLandingPaths(locale).map((path) => localized(path, locale, country));
}

/** The application page of a job offer (`/trabaja-con-nosotros/:uid/candidatura`). */
export function jobApplicationPath(uid: string, locale: Locale, country: SiteCountry): string {
  return localized(sectionPaths(locale).jobApplication.replace(":uid", uid), locale, country);
}
