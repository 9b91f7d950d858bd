/**
 * The regeneration queue of this process (regenerationQueue.ts), wired to the site: the content
 * client (a new one per webhook, so it reads the ref the publish made), the route table's paths,
 * search and the per-ref sitemap. Kept on globalThis: Next bundles each API route apart.
 */
import type { FetchLike } from "@prismicio/client";
import { contentFetch, createClient } from "@/lib/prismic/client";
import { siteConfig } from "@/lib/siteConfig";
import { refreshSearchIndexes } from "@/sections/search/searchIndexLoader";
import { refreshSitemap, sitemapPagePaths } from "@/server/sitemap/sitemapSnapshot";
import { everyPublicPath, pathsForDocuments } from "./documentPaths";
import { RegenerationQueue } from "./regenerationQueue";
import { keepAliveAfterResponse } from "./afterResponse";

const QUEUE_KEY = Symbol.for("laboratorios-brezo.regenerationQueue");

/** A content client that counts its requests (the log line of each webhook says how many it took). */
function countingClient() {
  const counter = { requests: 0 };
  const fetch: FetchLike = (input, init) => {
    counter.requests++;
    return contentFetch(input, init);
  };
  return { client: createClient({ fetch }), counter };
}

/** The queue of this process; `revalidate` regenerates one public path (the API route's `res.revalidate`). */
export function processRegenerationQueue(revalidate: (path: string) => Promise<void>): RegenerationQueue {
  const holder = globalThis as typeof globalThis & { [QUEUE_KEY]?: RegenerationQueue };
  const queue = (holder[QUEUE_KEY] ??= new RegenerationQueue({
    revalidate,
    mapDocuments: async (ids) => {
      const { client, counter } = countingClient();
      const mapped = await pathsForDocuments(client, ids, siteConfig.country);
      console.log(
        `revalidate: ${ids.length} document(s) → ${mapped.paths.length} paths first (${counter.requests} content requests)${mapped.wholeSite ? ", then every public path (layout)" : ""}`,
      );
      return mapped;
    },
    allPaths: () => everyPublicPath(createClient(), siteConfig.country, sitemapPagePaths),
    refreshSearch: refreshSearchIndexes,
    refreshRef: refreshSitemap,
  }));
  queue.setRevalidate(revalidate);
  return queue;
}

/** Submits a webhook's ids, and keeps the platform's function alive until the queue is idle (Vercel's waitUntil). */
export function submitChanges(queue: RegenerationQueue, ids: readonly string[], masterRef: string | undefined) {
  const submission = queue.submit(ids, masterRef);
  keepAliveAfterResponse(queue.idle());
  return submission;
}
