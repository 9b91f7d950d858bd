import type { GetStaticPaths, GetStaticProps, GetStaticPropsContext } from "next";
import type { ParsedUrlQuery } from "node:querystring";
import * as prismic from "@prismicio/client";
import { loadSitePage, REVALIDATE_SECONDS, SECTION_NAMESPACES, type SitePageProps } from "@/lib/pageProps";
import type { ContentClient } from "@/lib/prismic/client";
import { isPossibleUid } from "@/lib/prismic/uid";
import { publicPathOf } from "@/lib/publicPath";
import { pageLocale, type Locale } from "@/lib/siteConfig";
import { redirectFor } from "@/server/redirects/siteRedirect";
import type { SectionId } from "@/config/sections";

/** What a content page declares: its route, what its URL asks for, how its content loads. */
type ContentPageDefinition<Request, Data extends object> = {
  /** The page file's route under src/pages (`/products/[[...path]]`), for the public path it is served at. */
  route: string;
  /** Translation namespaces; the common ones and `sections` by default. */
  namespaces?: readonly string[];
  /**
   * The section whose landing page this is, or which of its requests are the landing's (a listing,
   * not one document): its `section_landing` document is read with the layout.
   */
  landing?: SectionId | ((request: Request) => SectionId | null);
  /** What the URL's params ask for; null is a 404 before any content request. */
  request?: (params: ParsedUrlQuery, locale: Locale) => Request | null;
  /** The page's own props; null (or a Prismic NotFoundError) is a 404. */
  load: (page: {
    client: ContentClient;
    locale: Locale;
    request: Request;
    context: GetStaticPropsContext;
  }) => Promise<Data | null>;
  /** Which paths are built ahead (the rest render on first request); for dynamic routes. */
  paths?: GetStaticPaths;
};

/** The Next.js data functions of a content page. */
export type ContentPage<Data extends object> = {
  getStaticProps: GetStaticProps<SitePageProps & Data>;
  getStaticPaths: GetStaticPaths;
};

/** Dynamic routes whose paths are all rendered on first request. */
const onDemandPaths: GetStaticPaths = async () => ({ paths: [], fallback: "blocking" });

/**
 * Defines a content page's data loading: the parts every such page repeats (the request check, the
 * common props, translations, `notFound`, `revalidate`, static paths) once, so a page file holds
 * only its route, its loader and its rendering. Content pages are static (ISR, REVALIDATE_SECONDS).
 */
export function contentPage<Data extends object, Request = null>(
  definition: ContentPageDefinition<Request, Data>,
): ContentPage<Data> {
  /**
   * A path with no page: the editors' redirect of its public path (one 308 or 307, kept by ISR like
   * a page), else a 404. Next answers a redirect of getStaticProps without the request's query.
   * `client`: the page's, which has read the refs; a preview's is not given (the table is the
   * published ref's, read by a client of its own).
   */
  const notFound = async (context: GetStaticPropsContext, client?: ContentClient) => {
    const from = publicPathOf(definition.route, context.params, pageLocale(context.locale));
    const target = await redirectFor(from, context.preview ? undefined : client);
    if (target) {
      return {
        redirect: { destination: target.to, permanent: target.status === 308 },
        revalidate: REVALIDATE_SECONDS,
      };
    }
    return { notFound: true as const, revalidate: REVALIDATE_SECONDS };
  };
  return {
    getStaticPaths: definition.paths ?? onDemandPaths,
    getStaticProps: async (context) => {
      const request = definition.request
        ? definition.request(context.params ?? {}, pageLocale(context.locale))
        : (null as Request);
      if (definition.request && request === null) return notFound(context);
      const landing =
        typeof definition.landing === "function" ? definition.landing(request as Request) : definition.landing;
      const { client, locale, common } = await loadSitePage(context, {
        route: definition.route,
        namespaces: definition.namespaces ?? SECTION_NAMESPACES,
        landing,
      });
      try {
        const data = await definition.load({ client, locale, request: request as Request, context });
        if (!data) return notFound(context, client);
        return { props: { ...common, ...data }, revalidate: REVALIDATE_SECONDS };
      } catch (error) {
        if (error instanceof prismic.NotFoundError) return notFound(context, client);
        throw error;
      }
    },
  };
}

/** The `uid` param of a `[uid]` route when it can be a uid, else null (→ 404 before any content request). */
export function uidParam(params: ParsedUrlQuery): string | null {
  return isPossibleUid(params.uid) ? params.uid : null;
}
