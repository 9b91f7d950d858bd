/**
 * The search snapshots of a build (issue 30, docs/decisions.md "The search index is built once per
 * ref, in the build"): each locale of the site's country read from the Content API at the ref the
 * site publishes, indexed, and serialised as src/sections/search/searchSnapshot.ts loads it.
 * Run by scripts/build.mjs beside `next build`, with the build's environment.
 */
import { createClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import { siteConfig } from "@/lib/siteConfig";
import { buildIndex } from "@/sections/search/searchIndexSync";
import { searchSnapshotText } from "@/sections/search/searchSnapshot";

/** One locale's snapshot, ready to be written. */
export type BuiltSnapshot = { locale: string; ref: string; documents: number; text: string; ms: number };

/** Every locale's snapshot of this site, at the ref it publishes. Rejects when the content cannot be read. */
export async function buildSearchSnapshots(): Promise<BuiltSnapshot[]> {
  const client = createClient();
  const ref = await publishedRef(client);
  const snapshots: BuiltSnapshot[] = [];
  // One locale after the other: the reads are paced anyway, and `next build` runs beside them.
  for (const locale of siteConfig.country.locales) {
    const started = performance.now();
    const built = await buildIndex(client, locale, ref);
    snapshots.push({
      locale,
      ref,
      documents: built.index.size,
      text: searchSnapshotText(built),
      ms: performance.now() - started,
    });
  }
  return snapshots;
}
