import * as prismic from "@prismicio/client";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { Locale } from "@/lib/siteConfig";
import { sectionById } from "@/config/sections";
import { cardGraphQuery } from "@/lib/prismic/queryFields";
import type { CardOf } from "@/sections/listing/listedSection";

/** How an author's page lists their articles (the registry's `listedOn` of the authors section). */
export const AUTHOR_ARTICLES = sectionById("authors").listedOn[0];

/** One page of an author's articles, newest first, with their cards' fields only (one content request). */
export async function fetchAuthorArticles(client: ContentClient, locale: Locale, authorId: string, page: number) {
  const response = await client.get({
    filters: [
      prismic.filter.at("document.type", AUTHOR_ARTICLES.type),
      prismic.filter.at(`my.${AUTHOR_ARTICLES.type}.${AUTHOR_ARTICLES.field}`, authorId),
    ],
    lang: locale,
    orderings: AUTHOR_ARTICLES.pages.orderings,
    page,
    pageSize: AUTHOR_ARTICLES.pages.pageSize,
    graphQuery: cardGraphQuery(AUTHOR_ARTICLES.type),
  });
  // Cards of health articles, as the health listing reads them (graphQuery).
  return {
    items: response.results as unknown as CardOf<"health">[],
    page: response.page,
    totalPages: response.total_pages,
  };
}

/**
 * An author's page: the author and one page of their articles, newest first, paginated like the
 * listings (2 content requests). Null → 404 (no such author, or a page beyond the last).
 */
export async function loadAuthorPage(client: ContentClient, locale: Locale, uid: string, page = 1) {
  const author = await findByUID(client, "author", uid, locale);
  if (!author) return null;
  const articles = await fetchAuthorArticles(client, locale, author.id, page);
  if (page > Math.max(1, articles.totalPages)) return null;
  return { author, articles: articles.items, page, totalPages: Math.max(1, articles.totalPages) };
}

/** Every author of the locale, by name (1 content request). */
export function loadAuthors(client: ContentClient, locale: Locale) {
  return client.getAllByType("author", { lang: locale, orderings: [{ field: "my.author.name" }] });
}
