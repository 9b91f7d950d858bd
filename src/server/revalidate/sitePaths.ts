/**
 * Public paths of the site's pages that are not one document's own URL, derived from the route
 * table and the section helpers: every page of the paginated listings, the section landings, the
 * application pages, and the whole site (for the layout documents).
 */
import { localePrefix, sectionLandingPaths, sectionPaths } from "@/config/routeTable";
import type { ContentClient } from "@/lib/prismic/client";
import { loadOpenJobOffers } from "@/sections/jobs/jobsLoader";
import { fetchSectionListingPage, type SectionListing } from "@/sections/listing/listingQuery";
import { listingPath } from "@/sections/listing/sectionPath";
import type { Locale } from "@/lib/siteConfig";
import type { SiteCountry } from "./pagePath";

export { SECTION_LISTINGS } from "@/sections/listing/listedSection";
import { SECTION_LISTINGS } from "@/sections/listing/listedSection";

/** The not-found page: every unknown URL shows it, with the layout (ISR like the content pages). */
const NOT_FOUND_PATH = "/404";

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

/**
 * Every page of a section listing: the landing and each category's listing, each with all its
 * `/pagina/n` pages. A document of the listed type can appear on (or move between) any of them, and
 * each shows the category names in its filter links and cards.
 * @param categories the locale's documents of the listing's category type (ignored for a section without categories)
 */
export async function sectionListingPaths(
  client: ContentClient,
  listing: SectionListing,
  locale: Locale,
  country: SiteCountry,
  categories: readonly CategoryRef[],
): Promise<string[]> {
  const variants = [null, ...(listing.category ? categories.filter((category) => category.uid) : [])];
  const paths = await Promise.all(
    variants.map((category) => listingVariantPaths(client, listing, locale, country, category)),
  );
  return paths.flat();
}

/** The landing pages of the sections (listings that are not documents), with the locale prefix. */
export function landingPaths(locale: Locale, country: SiteCountry): string[] {
  return sectionLandingPaths(locale).map((path) => localized(path, locale, country));
}

/** The application page of a job offer (`/trabaja-con-nosotros/:uid/candidatura`). */
export function jobApplicationPath(uid: string, locale: Locale, country: SiteCountry): string {
  return localized(sectionPaths(locale).jobApplication.replace(":uid", uid), locale, country);
}

/**
 * Every public path of one locale whose page shows the layout (navigation and settings), besides
 * the documents' own pages (the sitemap's, given by the caller): the section landings, every
 * listing page, the application pages of the open offers, the spontaneous application and the
 * not-found page. Search pages render per request and need nothing.
 * @param categoriesOf the locale's category documents, by category type
 */
export async function layoutPaths(
  client: ContentClient,
  locale: Locale,
  country: SiteCountry,
  categoriesOf: (type: string) => readonly CategoryRef[],
): Promise<string[]> {
  const [listings, offers] = await Promise.all([
    Promise.all(
      SECTION_LISTINGS.map((listing) =>
        sectionListingPaths(
          client,
          listing,
          locale,
          country,
          listing.category ? categoriesOf(listing.category.type) : [],
        ),
      ),
    ),
    loadOpenJobOffers(client, locale),
  ]);
  return [
    ...landingPaths(locale, country),
    ...listings.flat(),
    ...offers.map((offer) => jobApplicationPath(offer.uid, locale, country)),
    localized(sectionPaths(locale).spontaneousApplication, locale, country),
    localized(NOT_FOUND_PATH, locale, country),
  ];
}
