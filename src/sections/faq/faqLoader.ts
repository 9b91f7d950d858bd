import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { Locale } from "@/lib/siteConfig";

export type FaqGroup = { category: Content.FaqCategoryDocument; faqs: Content.FaqDocument[] };

const FAQ_ORDER: prismic.Ordering[] = [{ field: "my.faq.order" }, { field: "my.faq.question" }];

/** Every FAQ category with its questions, in editorial order (2 content requests). */
export async function loadFaqGroups(client: ContentClient, locale: Locale): Promise<FaqGroup[]> {
  const [categories, faqs] = await Promise.all([
    client.getAllByType("faq_category", {
      lang: locale,
      orderings: [{ field: "my.faq_category.order" }, { field: "my.faq_category.name" }],
    }),
    client.getAllByType("faq", { lang: locale, orderings: FAQ_ORDER }),
  ]);
  return categories.map((category) => ({
    category,
    faqs: faqs.filter(
      (faq) => prismic.isFilled.contentRelationship(faq.data.category) && faq.data.category.id === category.id,
    ),
  }));
}

/** One FAQ category and its questions (2 content requests). Null → 404. */
export async function loadFaqCategory(client: ContentClient, locale: Locale, uid: string): Promise<FaqGroup | null> {
  const category = await findByUID(client, "faq_category", uid, locale);
  if (!category) return null;
  const faqs = await client.getAllByType("faq", {
    lang: locale,
    filters: [prismic.filter.at("my.faq.category", category.id)],
    orderings: FAQ_ORDER,
  });
  return { category, faqs };
}
