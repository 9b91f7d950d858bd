/**
 * The regeneration queue of this process wired to the site: a new content client per webhook (it
 * reads the ref the publish made), the published record, search. On globalThis: Next bundles each route apart.
 */
import type { FetchLike } from "@prismicio/client";
import { waitUntil } from "@vercel/functions";
import { perProcess } from "@/lib/perProcess";
import { contentFetch, createClient, type ContentClient } from "@/lib/prismic/client";
import { siteConfig, type Locale } from "@/lib/siteConfig";
import { recordPublished } from "@/server/published/publishedRecord";
import { pathsForDocuments } from "./documentPaths";
import { RegenerationQueue, type Revalidate, type Submission } from "./regenerationQueue";

/** Indexes the changed documents again for search, in the locales given. */
export type RefreshSearch = (
  ids: readonly string[],
  locales: readonly Locale[],
  client: ContentClient,
) => Promise<void>;

/** A content client that counts its requests (the log line of each webhook says how many it took). */
function countingClient() {
  const counter = { requests: 0 };
  const fetch: FetchLike = (input, init) => {
    counter.requests++;
    return contentFetch(input, init);
  };
  return { client: createClient({ fetch }), counter };
}

/** The queue of this process, made on the first call. */
export function processRegenerationQueue(refreshSearchIndexes: RefreshSearch): RegenerationQueue {
  return perProcess(
    "regenerationQueue",
    () =>
      new RegenerationQueue({
        mapDocuments: async (ids) => {
          const { client, counter } = countingClient();
          const mapped = await pathsForDocuments(client, ids, siteConfig.country);
          const old = await recordPublished(mapped.published ?? { entries: {}, rows: {} }).catch((error: unknown) => {
            console.error(
              `revalidate: the published record could not be updated (${String(error)}); the next full read repairs it`,
            );
            return [];
          });
          console.log(
            `revalidate: ${ids.length} document(s) → ${mapped.paths.length + old.length} paths (${counter.requests} content requests)${mapped.layout ? "; layout changed: every other page follows at its ISR expiry" : ""}`,
          );
          return { ...mapped, paths: [...new Set([...old, ...mapped.paths])] };
        },
        refreshSearch: async (ids) => {
          const { client, counter } = countingClient();
          await refreshSearchIndexes(ids, siteConfig.country.locales, client);
          console.log(`search: updated after ${ids.length} document(s) (${counter.requests} content requests)`);
        },
      }),
  );
}

/** Queues an authenticated webhook's ids and hands the work to the platform's `waitUntil`. */
export function submitChanges(
  ids: readonly string[],
  masterRef: string | undefined,
  revalidate: Revalidate,
  refreshSearch: RefreshSearch,
): Submission {
  const queue = processRegenerationQueue(refreshSearch);
  const submission = queue.submit(ids, masterRef, revalidate);
  waitUntil(queue.idle());
  return submission;
}
