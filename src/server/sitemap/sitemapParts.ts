/**
 * The sitemap's parts: one per section of the registry with public pages (its document types and
 * its landing page), and one for the pages outside sections (home, the `page` documents). Each part
 * is one file of the sitemap index (`/sitemaps/<part>.xml`), split when it passes the protocol's
 * 50,000 URLs (`/sitemaps/<part>-2.xml`, …).
 */
import { landingPath, ROUTABLE_TYPES } from "@/config/routeTable";
import { SECTION_LIST, type DocumentType, type SectionId } from "@/config/sections";
import type { Locale } from "@/lib/siteConfig";

export type SitemapPart = {
  id: string;
  /** Document types whose pages it lists. */
  types: DocumentType[];
  /** Public paths of the landing pages it lists (without locale prefix). */
  landings: (locale: Locale) => string[];
};

const sectionTypes = new Set<string>(
  SECTION_LIST.flatMap((section) => (section.documents ?? []).map((document) => document.type)),
);

/** The parts, in the index's order: the pages outside sections, then the sections in registry order. */
export const SITEMAP_PARTS: readonly SitemapPart[] = [
  { id: "pages", types: ROUTABLE_TYPES.filter((type) => !sectionTypes.has(type)), landings: () => [] },
  ...SECTION_LIST.filter(
    (section) => !section.private && ((section.documents?.length ?? 0) > 0 || section.landing),
  ).map((section) => ({
    id: section.id,
    types: (section.documents ?? []).map((document) => document.type),
    landings: (locale: Locale) => (section.landing ? [landingPath(section.id as SectionId, locale)] : []),
  })),
];
