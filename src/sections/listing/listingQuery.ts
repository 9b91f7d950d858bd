import * as prismic from "@prismicio/client";
import type { ContentClient } from "@/lib/prismic/client";
import type { Locale } from "@/lib/siteConfig";
import type { SectionListing } from "@/config/sections";
import { cardGraphQuery } from "@/lib/prismic/queryFields";

/** One page of a listing. */
export type ListingPage<T> = { items: T[]; page: number; totalPages: number };

type ListingQuery = {
  type: SectionListing["type"];
  locale: Locale;
  page: number;
  pageSize: number;
  filters?: string[];
  orderings?: prismic.Ordering[];
};

/**
 * Fetches one page of documents of a type, with only their cards' fields (one content request):
 * `T` is the documents as the graphQuery shapes them (listedSection.ts `CardOf`).
 */
async function fetchListingPage<T extends prismic.PrismicDocument>(
  client: ContentClient,
  query: ListingQuery,
): Promise<ListingPage<T>> {
  const response = await client.get({
    filters: [prismic.filter.at("document.type", query.type), ...(query.filters ?? [])],
    lang: query.locale,
    page: query.page,
    pageSize: query.pageSize,
    orderings: query.orderings,
    graphQuery: cardGraphQuery(query.type),
  });
  return { items: response.results as unknown as T[], page: response.page, totalPages: response.total_pages };
}

/** One page of a section listing: all of it, or one category's (by the category document's id). */
export function fetchSectionListingPage<T extends prismic.PrismicDocument>(
  client: ContentClient,
  listing: SectionListing,
  locale: Locale,
  page: number,
  categoryId: string | null = null,
): Promise<ListingPage<T>> {
  return fetchListingPage<T>(client, {
    type: listing.type,
    locale,
    page,
    pageSize: listing.pageSize,
    filters: categoryId && listing.category ? [prismic.filter.at(listing.category.field, categoryId)] : [],
    orderings: listing.orderings,
  });
}

/** Whether a requested page number lies beyond the listing (→ 404; page 1 of an empty listing exists). */
export function isBeyondLastPage(listing: ListingPage<unknown>): boolean {
  return listing.page > Math.max(1, listing.totalPages);
}

/**
 * How many documents of each type are prerendered at build time; the rest render on first request.
 * 50 keeps a 10,000-document build within twice the seed build's time on 2 cores (docs/performance.md).
 */
const PRERENDER_PER_TYPE = 50;

/** Uids of the newest documents of a type (bounded: the likeliest to be visited), for getStaticPaths. */
export async function prerenderUids(client: ContentClient, type: string, locale: Locale): Promise<string[]> {
  const uids: string[] = [];
  for (let page = 1; uids.length < PRERENDER_PER_TYPE; page++) {
    const response = await client.get({
      filters: [prismic.filter.at("document.type", type)],
      orderings: [{ field: "document.first_publication_date", direction: "desc" }],
      lang: locale,
      pageSize: 100,
      page,
    });
    uids.push(...response.results.flatMap((doc) => (doc.uid ? [doc.uid] : [])));
    if (!response.next_page) break;
  }
  return uids.slice(0, PRERENDER_PER_TYPE);
}

/** A content-relationship link's fetched data, when the link is filled and carries it. */
export function linkedData<T>(
  link: prismic.ContentRelationshipField | null | undefined,
): (T & { uid: string | null; url: string | null }) | null {
  if (!link || !prismic.isFilled.contentRelationship(link) || !("data" in link) || !link.data) return null;
  return { ...(link.data as T), uid: link.uid ?? null, url: link.url ?? null };
}
