import * as prismic from "@prismicio/client";
import type { HealthArticleDocument } from "../../../prismicio-types";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { Locale } from "@/lib/siteConfig";
import { ARTICLE_ORDER } from "@/config/sections";

/** An author's page: the author and their articles, newest first (2 content requests). Null → 404. */
export async function loadAuthorPage(client: ContentClient, locale: Locale, uid: string) {
  const author = await findByUID(client, "author", uid, locale);
  if (!author) return null;
  const articles = await client.getAllByType("health_article", {
    lang: locale,
    filters: [prismic.filter.at("my.health_article.author", author.id)],
    orderings: ARTICLE_ORDER,
  });
  return { author, articles: articles as HealthArticleDocument[] };
}

/** Every author of the locale, by name (1 content request). */
export function loadAuthors(client: ContentClient, locale: Locale) {
  return client.getAllByType("author", { lang: locale, orderings: [{ field: "my.author.name" }] });
}
