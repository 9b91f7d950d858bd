import type { NewsArticleDocument } from "../../../prismicio-types";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { Locale } from "@/lib/siteConfig";
import { fetchListingPage, isBeyondLastPage, type ListingPage } from "./listing";
import type { SectionRequest } from "./sectionPath";

/** News items per listing page. */
export const NEWS_PER_PAGE = 9;

export type NewsPageData = { kind: "listing"; listing: ListingPage<NewsArticleDocument> } | { kind: "detail"; article: NewsArticleDocument };

/** Loads a news URL: the listing (newest first, paginated) or one news item. Null → 404. */
export async function loadNewsPage(client: ContentClient, locale: Locale, request: SectionRequest): Promise<NewsPageData | null> {
  if (request.kind === "detail") {
    const article = await findByUID(client, "news_article", request.uid, locale);
    return article && { kind: "detail", article };
  }
  const listing = await fetchListingPage<NewsArticleDocument>(client, {
    type: "news_article",
    locale,
    page: request.page,
    pageSize: NEWS_PER_PAGE,
    orderings: [
      { field: "my.news_article.publication_date", direction: "desc" },
      { field: "document.first_publication_date", direction: "desc" },
    ],
  });
  return isBeyondLastPage(listing) ? null : { kind: "listing", listing };
}
