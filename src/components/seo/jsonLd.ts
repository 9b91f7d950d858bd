/** A schema.org object for a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** Serialises JSON-LD safe for inlining in HTML (no `</script>` breakout). */
export function toJsonLd(data: JsonLd): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
}

/** The company as a schema.org Organization. */
export function organizationJsonLd(input: { name: string; url: string; logo: string; email?: string | null; phone?: string | null }): JsonLd {
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
