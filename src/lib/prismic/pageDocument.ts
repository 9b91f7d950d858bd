import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from "next";
import * as prismic from "@prismicio/client";
import type { PageDocument } from "../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";
import { createClient } from "@/lib/prismic/client";
import { pageLocale, siteConfig, type Locale } from "@/lib/siteConfig";
import { isPossibleUid } from "@/lib/prismic/uid";

export type PageDocumentProps = SitePageProps & { page: PageDocument };

/** The uids of the corporate pages of a locale (served under their own Spanish paths, spec §2). */
export function corporateUids(locale: Locale): string[] {
  return sectionPaths(locale).corporate.map((path) => path.slice(1));
}

/**
 * Static props of a `page` document by uid; unknown uids, and uids that belong to the other route,
 * answer 404. A value that cannot be a uid answers 404 without any content request.
 */
export async function pageDocumentProps(
  context: Parameters<GetStaticProps>[0],
  uid: string | undefined,
  corporate: boolean,
): Promise<GetStaticPropsResult<PageDocumentProps>> {
  if (!isPossibleUid(uid) || corporateUids(pageLocale(context.locale)).includes(uid) !== corporate) {
    return { notFound: true, revalidate: REVALIDATE_SECONDS };
  }
  const { client, locale, common } = await loadSitePage(context);
  try {
    const page = await client.getByUID("page", uid, { lang: locale });
    return { props: { ...common, page }, revalidate: REVALIDATE_SECONDS };
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return { notFound: true, revalidate: REVALIDATE_SECONDS };
    throw error;
  }
}

/** Static paths of the `page` documents of this site's locales (corporate or the others); the rest render on demand. */
export function pageDocumentPaths(corporate: boolean): GetStaticPaths {
  return async () => {
    const client = createClient();
    const paths = [];
    for (const locale of siteConfig.country.locales) {
      const pages = await client.getAllByType("page", { lang: locale });
      for (const page of pages) {
        if (!page.uid || corporateUids(locale).includes(page.uid) !== corporate) continue;
        paths.push({ params: corporate ? { path: [page.uid] } : { uid: page.uid }, locale });
      }
    }
    return { paths, fallback: "blocking" };
  };
}
