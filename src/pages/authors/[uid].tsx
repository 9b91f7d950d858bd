import { AuthorDetail, type AuthorDetailProps } from "@/sections/authors/AuthorDetail";
import type { SitePageProps } from "@/lib/pageProps";
import { contentPage, uidParam } from "@/sections/document/contentPage";
import { loadAuthorPage } from "@/sections/authors/authorsLoader";
import { uidStaticPaths } from "@/sections/listing/staticPaths";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type AuthorPageProps = SitePageProps & AuthorDetailProps;

const loading = contentPage({
  route: "/authors/[uid]",
  request: uidParam,
  load: ({ client, locale, request }) => loadAuthorPage(client, locale, request),
  paths: uidStaticPaths("author"),
});
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/autor/:uid`: who the author is and the first page of the articles they wrote. */
export default function AuthorPage({ author, articles, page, totalPages }: AuthorPageProps) {
  return <AuthorDetail author={author} articles={articles} page={page} totalPages={totalPages} />;
}
