/**
 * Public paths of the site's pages that are not one document's own URL, derived from the route
 * table and the section helpers: every page of a paginated listing, the section landings, the
 * application pages.
 */
import { localePrefix, sectionLandingPaths, sectionPaths } from "@/config/routeTable";
import type { ContentClient } from "@/lib/prismic/client";
import { fetchSectionListingPage, type SectionListing } from "@/sections/listing/listingQuery";
import { listingPath } from "@/sections/listing/sectionPath";
import type { Locale } from "@/lib/siteConfig";
import type { SiteCountry } from "./pagePath";

export { SECTION_LISTINGS } from "@/sections/listing/listedSection";

/** A category document as far as its listing's paths are concerned. */
export type CategoryRef = { id: string; uid: string | null };

/** A path with the locale's prefix (none on a single-locale site). */
export function localized(path: string, locale: Locale, country: SiteCountry): string {
  const prefix = localePrefix(locale, country);
  return prefix ? (path === "/" ? prefix : `${prefix}${path}`) : path;
}

/**
 * Every page of one listing (all of it, or one category's): pages 1…last, counted with the
 * listing's own query and page size (the same request its first page makes), plus the page after
 * the last, so that a listing that just shrank stops showing its former last page (it becomes 404).
 */
export async function listingVariantPaths(
  client: ContentClient,
  listing: SectionListing,
  locale: Locale,
  country: SiteCountry,
  category: CategoryRef | null,
): Promise<string[]> {
  const first = await fetchSectionListingPage(client, listing, locale, 1, category?.id ?? null);
  const last = Math.max(1, first.totalPages);
  const base = sectionPaths(locale)[listing.section];
  return Array.from({ length: last + 1 }, (_, index) =>
    localized(listingPath(base, locale, index + 1, category?.uid), locale, country),
  );
}

/** The landing pages of the sections (listings that are not documents), with the locale prefix. */
export function landingPaths(locale: Locale, country: SiteCountry): string[] {
  return sectionLandingPaths(locale).map((path) => localized(path, locale, country));
}

/** The application page of a job offer (`/trabaja-con-nosotros/:uid/candidatura`). */
export function jobApplicationPath(uid: string, locale: Locale, country: SiteCountry): string {
  return localized(sectionPaths(locale).jobApplication.replace(":uid", uid), locale, country);
}
