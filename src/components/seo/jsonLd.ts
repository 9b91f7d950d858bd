import type { Article, BreadcrumbList, NewsArticle, Organization, Thing } from "schema-dts";

/** A schema.org node of type T (schema-dts also allows a bare IRI string where a node may stand). */
export type Node<T extends Thing> = Exclude<T, string>;

/** A schema.org object for a `<script type="application/ld+json">`, checked against schema.org's types (schema-dts). */
export type JsonLd = Node<Thing>;

/** Serialises JSON-LD safe for inlining in HTML (no `</script>` breakout). */
export function toJsonLd(data: JsonLd): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}

/** The company as a schema.org Organization. */
export function organizationJsonLd(input: {
  name: string;
  url: string;
  logo: string;
  email?: string | null;
  phone?: string | null;
}): Node<Organization> {
  return {
    "@type": "Organization",
    name: input.name,
    url: input.url,
    logo: input.logo,
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone ? { telephone: input.phone } : {}),
  };
}

/** A BreadcrumbList from the trail shown on the page. */
export function breadcrumbJsonLd(items: { label: string; href: string }[], siteUrl: string): Node<BreadcrumbList> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: new URL(item.href, siteUrl).href,
    })),
  };
}

type ArticleDoc = {
  first_publication_date: string;
  last_publication_date: string;
  data: { summary?: string | null; publication_date?: string | null; image?: { url?: string | null } };
};

/** An Article or NewsArticle; the author is a Person when known, else the company. */
export function articleJsonLd(input: {
  type: "Article" | "NewsArticle";
  article: ArticleDoc;
  headline: string;
  imageUrl?: string | null;
  path: string;
  siteUrl: string;
  author?: { name?: string | null; url?: string | null } | null;
}): Node<Article | NewsArticle> {
  const { article, siteUrl } = input;
  const company: Node<Organization> = { "@type": "Organization", name: "Laboratorios Brezo", url: siteUrl };
  return {
    "@type": input.type,
    headline: input.headline,
    description: article.data.summary ?? undefined,
    image: input.imageUrl ? [input.imageUrl] : undefined,
    datePublished: article.data.publication_date ?? article.first_publication_date,
    dateModified: article.last_publication_date,
    author: input.author?.name
      ? {
          "@type": "Person",
          name: input.author.name,
          url: input.author.url ? new URL(input.author.url, siteUrl).href : undefined,
        }
      : company,
    publisher: company,
    mainEntityOfPage: new URL(input.path, siteUrl).href,
  };
}
