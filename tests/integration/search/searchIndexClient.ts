/** A content client like the site's (its route resolver, no default fields) over a local content service, for search tests and the bench. */
import * as prismic from "@prismicio/client";
import { documentRoutes } from "@/config/routeTable";
import type { Locale } from "@/config/countries";

/** The site's client for one locale's routes, reading the content service at this endpoint. */
export function siteLikeClient(
  apiEndpoint: string,
  { locales = ["es-es", "es-co"], fetch }: { locales?: readonly Locale[]; fetch?: prismic.FetchLike } = {},
): prismic.Client {
  return prismic.createClient("laboratorios-brezo", {
    documentAPIEndpoint: apiEndpoint,
    fetch,
    routes: locales.flatMap((locale) => documentRoutes(locale)),
  });
}
