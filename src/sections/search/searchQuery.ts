import * as prismic from "@prismicio/client";
import type { FaqDocument, HealthArticleDocument, NewsArticleDocument, ProductDocument } from "../../../prismicio-types";
import type { ContentClient } from "@/lib/prismic/client";
import type { Locale } from "@/lib/siteConfig";
import { linkedData } from "../listing/listingQuery";

/** Longest query accepted (characters, after trimming). */
export const MAX_QUERY_LENGTH = 100;
/** Results shown per search. */
const SEARCH_RESULTS_LIMIT = 30;


export type SearchQuery = { state: "empty" } | { state: "tooLong"; query: string } | { state: "ready"; query: string };

/**
 * What a word search cannot use and Prismic's fulltext filter must not receive: backslashes (the
 * filter's escape character; @prismicio/client escapes `"` but not `\`, so a lone `\` ends the
 * query's string early) separate words like spaces; control characters (`\p{Cc}`), invisible
 * format characters (`\p{Cf}`: zero-width spaces and joiners, bidi overrides, soft hyphens), lone
 * surrogates and private-use characters are dropped. Accented letters and punctuation stay.
 */
const WORD_SEPARATORS = /[\s\\]+/g;
const MEANINGLESS_IN_SEARCH = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;

/** A visitor's query as the fulltext filter may receive it (see MEANINGLESS_IN_SEARCH), spaces collapsed. */
export function cleanSearchText(value: string): string {
  return value.replace(WORD_SEPARATORS, " ").replace(MEANINGLESS_IN_SEARCH, "").replace(/ {2,}/g, " ").trim();
}

/**
 * Validates the `q` query parameter (the first one when repeated): cleaned with cleanSearchText;
 * absent or blank → empty; longer than the limit → tooLong.
 */
export function parseSearchQuery(raw: string | string[] | undefined): SearchQuery {
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  const query = cleanSearchText(value);
  if (!query) return { state: "empty" };
  if (query.length > MAX_QUERY_LENGTH) return { state: "tooLong", query: Array.from(query).slice(0, MAX_QUERY_LENGTH).join("") };
  return { state: "ready", query };
}

/** One search hit, ready to render. */
export type SearchResult = { id: string; type: string; title: string; summary: string | null; href: string };

type Searchable = ProductDocument | HealthArticleDocument | NewsArticleDocument | FaqDocument;

/** A FAQ has no page of its own: it lives on its category's page, at its own anchor. */
function faqHref(faq: FaqDocument): string | null {
  const category = linkedData<object>(faq.data.category);
  return category?.url ? `${category.url}#${faq.uid}` : null;
}

function toResult(doc: Searchable): SearchResult | null {
  switch (doc.type) {
    case "product":
      return doc.url ? { id: doc.id, type: doc.type, title: doc.data.name ?? doc.uid, summary: doc.data.summary, href: doc.url } : null;
    case "health_article":
    case "news_article":
      return doc.url ? { id: doc.id, type: doc.type, title: prismic.asText(doc.data.title), summary: doc.data.summary, href: doc.url } : null;
    case "faq": {
      const href = faqHref(doc);
      const summary = prismic.asText(doc.data.answer);
      return href ? { id: doc.id, type: doc.type, title: doc.data.question ?? doc.uid, summary: summary.length > 200 ? `${summary.slice(0, 197)}…` : summary, href } : null;
    }
  }
}

/**
 * Full-text search through the content service (accent- and case-insensitive, every word must
 * match), over the given document types of one locale. One content request.
 */
export async function searchContent(client: ContentClient, locale: Locale, query: string, types: readonly string[]): Promise<{ results: SearchResult[]; total: number }> {
  // Whoever calls, only a cleaned query reaches the filter.
  const words = cleanSearchText(query);
  if (!words) return { results: [], total: 0 };
  const response = await client.get<Searchable>({
    filters: [prismic.filter.fulltext("document", words), prismic.filter.any("document.type", [...types])],
    lang: locale,
    pageSize: SEARCH_RESULTS_LIMIT,
    orderings: [{ field: "document.last_publication_date", direction: "desc" }],
  });
  return { results: response.results.flatMap((doc) => toResult(doc) ?? []), total: response.total_results_size };
}
