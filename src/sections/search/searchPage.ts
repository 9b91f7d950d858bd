import type { GetServerSideProps } from "next";
import { sectionById, type Section } from "@/config/sections";
import { loadSitePage, SECTION_NAMESPACES, type SitePageProps } from "@/lib/pageProps";
import type { Locale } from "@/lib/siteConfig";
import { refuseWritingMethods } from "@/server/http/readOnlyMethods";
import { answerSearch, type SearchAnswer } from "./searchAnswer";
import { searchIndexFor, SearchUnavailableError } from "./searchIndexLoader";
import { parseSearchQuery, type SearchQuery } from "./searchQuery";

/** A search page's props: its layout, the query, and the answer to a ready one. */
export type SearchPageProps = SitePageProps & { search: SearchQuery; answer: SearchAnswer | null };

/** How long shared caches may keep a search results page. */
const SEARCH_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=300";

/** The answer to a ready query: from the locale's index, or "unavailable" when there is no index at all. */
async function answerQuery(locale: Locale, query: string, types: readonly string[]): Promise<SearchAnswer> {
  try {
    return answerSearch(await searchIndexFor(locale), query, types);
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error(`search: ${error.message}`);
    return { state: "unavailable" };
  }
}

/** getServerSideProps of a search page (`?q=`), GET and HEAD only; a content outage never answers 5xx. */
export function searchPageProps({
  route,
  section,
  landing = false,
}: {
  route: string;
  section: Extract<Section, { searches: unknown }>["id"];
  /** Whether the page is its section's landing (its `section_landing` document comes with the layout). */
  landing?: boolean;
}): GetServerSideProps<SearchPageProps> {
  const types = sectionById(section).searches;
  return async (context) => {
    const refused = refuseWritingMethods<SearchPageProps>(context.req, context.res);
    if (refused) return refused;
    const search = parseSearchQuery(context.query.q);
    const { locale, common } = await loadSitePage(context, {
      route,
      namespaces: SECTION_NAMESPACES,
      landing: landing ? section : null,
      layoutDuringOutage: true,
    });
    const answer = search.state === "ready" ? await answerQuery(locale, search.query, types) : null;
    context.res.setHeader("Cache-Control", answer?.state === "unavailable" ? "no-store" : SEARCH_CACHE_CONTROL);
    if (search.state === "tooLong") context.res.statusCode = 400;
    return { props: { ...common, search, answer } };
  };
}
