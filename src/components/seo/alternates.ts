import type * as prismic from "@prismicio/client";
import { documentPath } from "@/config/routeTable";
import type { Alternate } from "./Seo";
import type { Locale } from "@/lib/siteConfig";

/**
 * hreflang alternates of a document: itself and each translation in `alternate_languages`,
 * at the public URL of the site that serves that locale.
 */
export function documentAlternates(doc: prismic.PrismicDocument, localeSiteUrls: Record<string, string>): Alternate[] {
  const versions = [{ type: doc.type, uid: doc.uid, lang: doc.lang }, ...doc.alternate_languages];
  return versions.flatMap((version) => {
    const origin = localeSiteUrls[version.lang];
    const path = documentPath(version);
    return origin && path ? [{ locale: version.lang, href: new URL(path, origin).href }] : [];
  });
}

/** hreflang alternates of a section page that every site has (listings, search), at each locale's own path. */
export function sectionAlternates(
  pathOf: (locale: Locale) => string,
  localeSiteUrls: Record<Locale, string>,
): Alternate[] {
  return (Object.keys(localeSiteUrls) as Locale[]).map((locale) => ({
    locale,
    href: new URL(pathOf(locale), localeSiteUrls[locale]).href,
  }));
}
