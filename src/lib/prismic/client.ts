import * as prismic from "@prismicio/client";
import { enableAutoPreviews, type CreateClientConfig } from "@prismicio/next/pages";
import { documentRoutes, localePrefix } from "@/config/routeTable.js";
import { siteConfig } from "@/lib/siteConfig";

/** How long one content request may take before the page build gives up (fail fast, never hang). */
export const CONTENT_REQUEST_TIMEOUT_MS = 10_000;

/** The Prismic route resolver for every locale of this site (route table → document URLs). */
export const prismicRoutes: prismic.Route[] = siteConfig.country.locales.flatMap((locale) =>
  documentRoutes(locale, localePrefix(locale, siteConfig.country)),
);

/** fetch with a bounded timeout, so an unreachable content service fails the request instead of hanging. */
const fetchWithTimeout: prismic.FetchLike = (input, init) =>
  fetch(input, { ...(init as RequestInit), signal: init?.signal ?? AbortSignal.timeout(CONTENT_REQUEST_TIMEOUT_MS) });

/**
 * The site's content client: the unmodified @prismicio/client pointed at Prismic or at the local
 * content service, with the route table as its route resolver and previews enabled when the
 * request carries preview data.
 */
export function createClient(config: CreateClientConfig = {}) {
  const client = prismic.createClient(siteConfig.content.repositoryName, {
    documentAPIEndpoint: siteConfig.content.apiEndpoint,
    accessToken: siteConfig.content.accessToken,
    routes: prismicRoutes,
    fetch: fetchWithTimeout,
    ...config,
  });
  enableAutoPreviews({ client, previewData: config.previewData, req: config.req });
  return client;
}
