import * as prismic from "@prismicio/client";
import type { ContentClient } from "@/lib/prismic/client";
import type { NavigationDocument, SettingsDocument } from "../../../prismicio-types";
import type { Locale } from "@/lib/siteConfig";

/** The CMS documents every page's header and footer need. */
export type LayoutData = {
  navigation: NavigationDocument | null;
  settings: SettingsDocument | null;
};

/**
 * Fetches the navigation and settings documents of a locale in one content request
 * (once per page build). A missing document leaves its part of the layout empty.
 */
export async function getLayoutData(client: ContentClient, locale: Locale): Promise<LayoutData> {
  const response = await client.get<NavigationDocument | SettingsDocument>({
    filters: [prismic.filter.any("document.type", ["navigation", "settings"])],
    lang: locale,
    pageSize: 2,
  });
  const byType = <T extends NavigationDocument | SettingsDocument>(type: T["type"]) =>
    (response.results.find((doc) => doc.type === type) as T | undefined) ?? null;
  return { navigation: byType<NavigationDocument>("navigation"), settings: byType<SettingsDocument>("settings") };
}
