import type { GetStaticPaths } from "next";
import { SEGMENTS } from "@/config/routeTable";
import { createClient } from "@/lib/prismic/client";
import { siteConfig } from "@/lib/siteConfig";
import { prerenderUids } from "./listingQuery";

/**
 * getStaticPaths of a catch-all section page: the landing page, each category (when the section
 * has them) and a bounded number of documents; everything else renders on first request.
 */
export function sectionStaticPaths({
  categoryType,
  detailType,
}: {
  categoryType?: string;
  detailType: string;
}): GetStaticPaths {
  return async () => {
    const client = createClient();
    const paths = [];
    for (const locale of siteConfig.country.locales) {
      paths.push({ params: { path: [] as string[] }, locale });
      if (categoryType) {
        for (const uid of await prerenderUids(client, categoryType, locale))
          paths.push({ params: { path: [SEGMENTS[locale].category, uid] }, locale });
      }
      for (const uid of await prerenderUids(client, detailType, locale))
        paths.push({ params: { path: [uid] }, locale });
    }
    return { paths, fallback: "blocking" };
  };
}

/** getStaticPaths of a `[uid]` page: a bounded number of documents of a type; the rest render on first request. */
export function uidStaticPaths(type: string): GetStaticPaths {
  return async () => {
    const client = createClient();
    const paths = [];
    for (const locale of siteConfig.country.locales) {
      for (const uid of await prerenderUids(client, type, locale)) paths.push({ params: { uid }, locale });
    }
    return { paths, fallback: "blocking" };
  };
}
