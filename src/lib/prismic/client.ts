import * as prismic from "@prismicio/client";
import { enableAutoPreviews, type CreateClientConfig } from "@prismicio/next/pages";
import { readCheckedRef } from "./checkedRef";
import { documentRoutes, localePrefix } from "@/config/routeTable";
import { siteConfig } from "@/lib/siteConfig";
import { createContentFetch, processContentCircuit } from "./contentFetch";
import { applyContentRef } from "./pinnedRef";

/** The Prismic route resolver for every locale of this site (route table → document URLs). */
const prismicRoutes: prismic.Route[] = siteConfig.country.locales.flatMap((locale) =>
  documentRoutes(locale, localePrefix(locale, siteConfig.country)),
);

/**
 * One fetch for every client of this process: timeouts, rate-limit handling, and the process's
 * circuit breaker, so that while the content service is down requests fail at once (see contentFetch).
 */
export const contentFetch = createContentFetch({ circuit: processContentCircuit() });

/**
 * The site's content client: the unmodified @prismicio/client pointed at Prismic or at the local
 * content service, with the route table as its route resolver, reading the configured ref
 * (PRISMIC_CONTENT_REF) and, when the request carries preview data, the preview ref instead.
 * It copies no linked fields by default: each query asks for what its page shows
 * (src/lib/prismic/queryFields.ts).
 */
export function createClient(config: CreateClientConfig = {}) {
  const client = prismic.createClient(siteConfig.content.repositoryName, {
    documentAPIEndpoint: siteConfig.content.apiEndpoint,
    accessToken: siteConfig.content.accessToken,
    routes: prismicRoutes,
    fetch: contentFetch,
    ...config,
  });
  applyContentRef(client, siteConfig.content.ref);
  const previewData = config.previewData;
  if (previewData && typeof previewData === "object" && "ref" in previewData && typeof previewData.ref === "string") {
    readCheckedRef(client, previewData.ref);
  } else {
    enableAutoPreviews({ client, req: config.req });
  }
  return client;
}

/** The site's content client, typed with the generated document types. */
export type ContentClient = ReturnType<typeof createClient>;
