import type { ParsedUrlQuery } from "node:querystring";
import { AuthorDetail, type AuthorDetailProps } from "@/sections/authors/AuthorDetail";
import type { SitePageProps } from "@/lib/pageProps";
import { contentPage, uidParam } from "@/sections/document/contentPage";
import { loadAuthorPage } from "@/sections/authors/authorsLoader";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type AuthorPageProps = SitePageProps & AuthorDetailProps;

/** Page 2 and later (page 1 has one public URL, the author's page: `pagina/1` is a 404, as in the listings). */
const PAGE_NUMBER = /^(?:[2-9]|[1-9]\d{1,4})$/;

function pageRequest(params: ParsedUrlQuery): { uid: string; page: number } | null {
  const uid = uidParam(params);
  const page = typeof params.page === "string" && PAGE_NUMBER.test(params.page) ? Number(params.page) : null;
  return uid && page ? { uid, page } : null;
}

const loading = contentPage({
  route: "/authors/[uid]/pagina/[page]",
  request: pageRequest,
  load: ({ client, locale, request }) => loadAuthorPage(client, locale, request.uid, request.page),
});
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/autor/:uid/pagina/n`: the author and page n of their articles. */
export default function AuthorArticlesPage({ author, articles, page, totalPages }: AuthorPageProps) {
  return <AuthorDetail author={author} articles={articles} page={page} totalPages={totalPages} />;
}
