import type { GetStaticProps } from "next";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";
import { siteConfig } from "@/lib/siteConfig";

/** The staff page's props: the site's own and where the local drafts are listed. */
export type PreviewAuthProps = SitePageProps & {
  /** The local content service's list of drafts (each with a preview link); null with real Prismic. */
  localDraftsUrl: string | null;
};

/** getStaticProps of `/auth`: the local content service's list of drafts, when the site reads it. */
export const previewAuthProps: GetStaticProps<PreviewAuthProps> = async (context) => {
  const { common } = await loadSitePage(context, { route: "/auth" });
  const { apiEndpoint, isLocal } = siteConfig.content;
  return {
    props: { ...common, localDraftsUrl: isLocal ? `${new URL(apiEndpoint).origin}/drafts` : null },
    revalidate: REVALIDATE_SECONDS,
  };
};
