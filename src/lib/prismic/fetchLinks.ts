/**
 * Fields copied into every content-relationship link (Prismic `fetchLinks`), so cards, bylines,
 * breadcrumbs and FAQ accordions render without extra content requests.
 */
export const FETCH_LINKS = [
  "product.name",
  "product.image",
  "product.summary",
  "product_category.name",
  "health_category.name",
  "health_article.title",
  "health_article.summary",
  "health_article.image",
  "health_article.publication_date",
  "news_article.title",
  "news_article.summary",
  "news_article.image",
  "news_article.publication_date",
  "author.name",
  "author.role",
  "author.avatar",
  "faq.question",
  "faq.answer",
  "faq.category",
  "faq_category.name",
];
