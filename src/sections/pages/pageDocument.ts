import type { GetStaticPaths } from "next";
import type { Content } from "@prismicio/client";
import { sectionPaths } from "@/config/routeTable";
import { COMMON_NAMESPACES } from "@/i18n/namespaces";
import type { SitePageProps } from "@/lib/pageProps";
import { contentPage, type ContentPage } from "@/sections/document/contentPage";
import { createClient } from "@/lib/prismic/client";
import { siteConfig, type Locale } from "@/lib/siteConfig";
import { isPossibleUid } from "@/lib/prismic/uid";
import { fetchLinksFor } from "@/lib/prismic/queryFields";

export type PageDocumentProps = SitePageProps & { page: Content.PageDocument };

/** The uids of the corporate pages of a locale (served under their own Spanish paths, R2). */
function corporateUids(locale: Locale): string[] {
  return sectionPaths(locale).corporate.map((path) => path.slice(1));
}

/**
 * The data functions of a `page` document's route: corporate pages at their own Spanish paths
 * (`/corporate/[...path]` → `/quienes-somos`), the others at `/:uid` (`/[...path]`, which also
 * receives every longer path no other page does, for the editors' redirects). Unknown uids, uids of
 * the other route, longer paths and values that cannot be uids answer 404 (or an editors' redirect).
 */
export function pageDocumentPage(corporate: boolean): ContentPage<{ page: Content.PageDocument }> {
  return contentPage({
    route: corporate ? "/corporate/[...path]" : "/[...path]",
    namespaces: COMMON_NAMESPACES,
    request: (params, locale) => {
      const uid = Array.isArray(params.path) && params.path.length === 1 ? params.path[0] : undefined;
      return isPossibleUid(uid) && corporateUids(locale).includes(uid) === corporate ? uid : null;
    },
    load: async ({ client, locale, request }) => ({
      page: await client.getByUID("page", request, { lang: locale, fetchLinks: fetchLinksFor("page") }),
    }),
    paths: pageDocumentPaths(corporate),
  });
}

/** Static paths of the `page` documents of this site's locales (corporate or the others); the rest render on demand. */
function pageDocumentPaths(corporate: boolean): GetStaticPaths {
  return async () => {
    const client = createClient();
    const paths = [];
    for (const locale of siteConfig.country.locales) {
      const pages = await client.getAllByType("page", { lang: locale });
      for (const page of pages) {
        if (!page.uid || corporateUids(locale).includes(page.uid) !== corporate) continue;
        paths.push({ params: { path: [page.uid] }, locale });
      }
    }
    return { paths, fallback: "blocking" };
  };
}
