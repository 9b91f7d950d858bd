import type { GetStaticProps } from "next";
import { ErrorScreen } from "@/components/common/ErrorScreen";
import { loadErrorPage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getStaticProps: GetStaticProps<SitePageProps> = async (context) => ({
  props: await loadErrorPage(context, 500),
  // Regenerated like every other page, so its header and footer follow published navigation.
  revalidate: REVALIDATE_SECONDS,
});

/** The server error screen, answered with status 500. */
export default function ServerErrorPage() {
  return <ErrorScreen statusCode={500} />;
}
