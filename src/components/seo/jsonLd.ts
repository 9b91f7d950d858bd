/** A schema.org object for a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

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
}): JsonLd {
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
export function breadcrumbJsonLd(items: { label: string; href: string }[], siteUrl: string): JsonLd {
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
}): JsonLd {
  const { article, siteUrl } = input;
  const company = { "@type": "Organization", name: "Laboratorios Brezo", url: siteUrl };
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
