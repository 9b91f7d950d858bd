import type { GetServerSideProps } from "next";
import { sectionById, type Section } from "@/config/sections";
import { loadSitePage, SECTION_NAMESPACES, type SitePageProps } from "@/lib/pageProps";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";
import { parseSearchQuery, searchContent, type SearchQuery, type SearchResult } from "./searchQuery";

export type SearchPageProps = SitePageProps & { search: SearchQuery; results: SearchResult[]; total: number };

/** How long shared caches may keep a search results page. */
const SEARCH_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=300";

/**
 * getServerSideProps of a search page (`?q=`) over some document types. Results depend on the
 * query, so these pages are rendered per request, cached briefly by shared caches. Only GET and
 * HEAD: any other method is answered 405, like the static pages. The document types searched are
 * the section's (src/config/sections.ts `searches`).
 */
export function searchPageProps({ route, section }: { route: string; section: Extract<Section, { searches: unknown }>["id"] }): GetServerSideProps<SearchPageProps> {
  const types = sectionById(section).searches;
  return async (context) => {
    const refused = refuseWritingMethods<SearchPageProps>(context.req, context.res);
    if (refused) return refused;
    const search = parseSearchQuery(context.query.q);
    const { client, locale, common } = await loadSitePage(context, { route, namespaces: SECTION_NAMESPACES });
    const { results, total } = search.state === "ready" ? await searchContent(client, locale, search.query, types) : { results: [], total: 0 };
    context.res.setHeader("Cache-Control", SEARCH_CACHE_CONTROL);
    if (search.state === "tooLong") context.res.statusCode = 400;
    return { props: { ...common, search, results, total } };
  };
}
