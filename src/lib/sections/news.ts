import type { NewsArticleDocument } from "../../../prismicio-types";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { Locale } from "@/lib/siteConfig";
import { fetchSectionListingPage, isBeyondLastPage, type ListingPage, type SectionListing } from "./listing";
import type { SectionRequest } from "./sectionPath";

/** News items per listing page. */
export const NEWS_PER_PAGE = 9;

/** The news listing: newest first, no categories. */
export const NEWS_LISTING: SectionListing = {
  section: "news",
  type: "news_article",
  pageSize: NEWS_PER_PAGE,
  orderings: [
    { field: "my.news_article.publication_date", direction: "desc" },
    { field: "document.first_publication_date", direction: "desc" },
  ],
};

export type NewsPageData = { kind: "listing"; listing: ListingPage<NewsArticleDocument> } | { kind: "detail"; article: NewsArticleDocument };

/** Loads a news URL: the listing (newest first, paginated) or one news item. Null → 404. */
export async function loadNewsPage(client: ContentClient, locale: Locale, request: SectionRequest): Promise<NewsPageData | null> {
  if (request.kind === "detail") {
    const article = await findByUID(client, "news_article", request.uid, locale);
    return article && { kind: "detail", article };
  }
  const listing = await fetchSectionListingPage<NewsArticleDocument>(client, NEWS_LISTING, locale, request.page);
  return isBeyondLastPage(listing) ? null : { kind: "listing", listing };
}
