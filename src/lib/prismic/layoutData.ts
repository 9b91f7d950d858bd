import * as prismic from "@prismicio/client";
import type { ContentClient } from "./client";
import type { Content } from "@prismicio/client";
import { LANDING_DOCUMENT_TYPE } from "@/config/routeTable";
import type { DocumentType } from "@/config/sections";
import type { Locale } from "@/lib/siteConfig";
import { fetchLinksFor } from "./queryFields";

/** The CMS documents every page's header and footer need, and a section landing's own document. */
export type LayoutData = {
  navigation: Content.NavigationDocument | null;
  settings: Content.SettingsDocument | null;
  /**
   * Only on a section's landing page: its `section_landing` document (title, intro, SEO,
   * promotions), or null when the locale has none (the page then shows the section's name).
   */
  landing?: Content.SectionLandingDocument | null;
};

type LayoutDocument = Content.NavigationDocument | Content.SettingsDocument | Content.SectionLandingDocument;

/** Landing documents a locale may hold: one per section, with room to spare (one page of results). */
const MAX_LANDINGS = 98;

/**
 * Fetches the navigation and settings documents of a locale in one content request (once per
 * page build); on a section's landing page (`landingUid`, src/config/routeTable.ts
 * `landingDocumentUid`) the same request also reads the locale's section landings and keeps that
 * one. A missing document leaves its part of the page empty.
 */
export async function getLayoutData(client: ContentClient, locale: Locale, landingUid?: string): Promise<LayoutData> {
  const types = landingUid ? ["navigation", "settings", LANDING_DOCUMENT_TYPE] : ["navigation", "settings"];
  const response = await client.get<LayoutDocument>({
    filters: [prismic.filter.any("document.type", types)],
    lang: locale,
    pageSize: landingUid ? MAX_LANDINGS + 2 : 2,
    // What the header, the footer and a landing's promotions show of the documents they link to.
    fetchLinks: fetchLinksFor(...(types as DocumentType[])),
  });
  const byType = <T extends LayoutDocument>(type: T["type"]) =>
    (response.results.find((doc) => doc.type === type) as T | undefined) ?? null;
  const layout: LayoutData = {
    navigation: byType<Content.NavigationDocument>("navigation"),
    settings: byType<Content.SettingsDocument>("settings"),
  };
  if (landingUid) {
    layout.landing =
      (response.results.find((doc) => doc.type === LANDING_DOCUMENT_TYPE && doc.uid === landingUid) as
        Content.SectionLandingDocument | undefined) ?? null;
  }
  return layout;
}
