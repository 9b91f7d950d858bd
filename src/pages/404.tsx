import type { GetStaticProps } from "next";
import { ErrorScreen } from "@/components/common/ErrorScreen";
import { loadErrorPage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getStaticProps: GetStaticProps<SitePageProps> = async (context) => ({
  props: await loadErrorPage(context, 404),
  revalidate: REVALIDATE_SECONDS,
});

/** The "page not found" screen, answered with status 404. */
export default function NotFoundPage() {
  return <ErrorScreen statusCode={404} />;
}
