import { contentPage } from "@/sections/document/contentPage";
import { COMMON_NAMESPACES } from "@/i18n/namespaces";
import { HomeView, type HomeViewProps } from "@/sections/home/HomeView";
import { fetchLinksFor } from "@/lib/prismic/queryFields";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = contentPage({
  route: "/",
  namespaces: COMMON_NAMESPACES,
  load: async ({ client, locale }) => ({
    page: await client.getSingle("home", { lang: locale, fetchLinks: fetchLinksFor("home") }),
  }),
});
export const getStaticProps = loading.getStaticProps;

/** Home page, built from the CMS `home` document's slices. */
export default function HomePage(props: HomeViewProps) {
  return <HomeView {...props} />;
}
