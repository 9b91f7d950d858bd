import * as prismic from "@prismicio/client";
import type { HealthArticleDocument, HealthCategoryDocument } from "../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { Locale } from "@/lib/siteConfig";
import { fetchSectionListingPage, isBeyondLastPage, type ListingPage, type SectionListing } from "./listing";
import { listingPath, type SectionRequest } from "./sectionPath";
import type { CategoryLink } from "./products";

/** Articles per listing page. */
export const ARTICLES_PER_PAGE = 9;

/** Newest first, then by title for a stable order. */
export const ARTICLE_ORDER: prismic.Ordering[] = [
  { field: "my.health_article.publication_date", direction: "desc" },
  { field: "document.first_publication_date", direction: "desc" },
];

/** The health-advice listing: all articles, newest first, or one category's. */
export const HEALTH_LISTING: SectionListing = {
  section: "health",
  type: "health_article",
  category: { type: "health_category", field: "my.health_article.category" },
  pageSize: ARTICLES_PER_PAGE,
  orderings: ARTICLE_ORDER,
};

export type HealthListingData = {
  kind: "listing";
  categories: CategoryLink[];
  category: HealthCategoryDocument | null;
  listing: ListingPage<HealthArticleDocument>;
};
export type HealthArticleData = { kind: "detail"; article: HealthArticleDocument };
export type HealthPageData = HealthListingData | HealthArticleData;

/** Loads what a health-advice URL shows: a listing (all, or one category; paginated) or an article. Null → 404. */
export async function loadHealthPage(client: ContentClient, locale: Locale, request: SectionRequest): Promise<HealthPageData | null> {
  if (request.kind === "detail") {
    const article = await findByUID(client, "health_article", request.uid, locale);
    return article && { kind: "detail", article };
  }
  const categoryDocs = await client.getAllByType("health_category", {
    lang: locale,
    orderings: [{ field: "my.health_category.order" }, { field: "my.health_category.name" }],
  });
  const category = request.category ? categoryDocs.find((doc) => doc.uid === request.category) ?? null : null;
  if (request.category && !category) return null;
  const listing = await fetchSectionListingPage<HealthArticleDocument>(client, HEALTH_LISTING, locale, request.page, category?.id);
  if (isBeyondLastPage(listing)) return null;
  const base = sectionPaths(locale).health;
  return {
    kind: "listing",
    category,
    listing,
    categories: categoryDocs.map((doc) => ({ uid: doc.uid, name: doc.data.name ?? doc.uid, href: listingPath(base, locale, 1, doc.uid) })),
  };
}
