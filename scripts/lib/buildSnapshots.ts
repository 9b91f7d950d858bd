/**
 * The snapshots of a build (docs/decisions.md "The search index and the sitemap are built once per
 * ref, in the build"): each locale's search index and the site's sitemap, read from the Content
 * API at the ref the site publishes and serialised as src/sections/search/searchSnapshot.ts and
 * src/server/sitemap/sitemapSnapshot.ts load them. Run by scripts/build.mjs beside `next build`,
 * with the build's environment.
 */
import { createClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import { siteConfig } from "@/lib/siteConfig";
import { buildIndex } from "@/sections/search/searchIndexSync";
import { searchSnapshotText } from "@/sections/search/searchSnapshot";
import { buildSitemap, sitemapSnapshotText } from "@/server/sitemap/sitemapSnapshot";
import { confirmedPublishedAt } from "@/lib/prismic/publishedRef";

/** One snapshot, ready to be written: a locale's search index, or the sitemap (no locale). */
export type BuiltSnapshot = { locale?: string; ref: string; documents: number; text: string; ms: number };

/** Every snapshot of this site, at the ref it publishes: the sitemap and the search indexes side by side. Rejects when the content cannot be read. */
export async function buildSnapshots(): Promise<BuiltSnapshot[]> {
  const client = createClient();
  const ref = await publishedRef(client);
  const [sitemap, search] = await Promise.all([buildSitemapSnapshot(client, ref), buildSearchSnapshots(client, ref)]);
  return [sitemap, ...search];
}

async function buildSitemapSnapshot(client: ReturnType<typeof createClient>, ref: string): Promise<BuiltSnapshot> {
  const started = performance.now();
  const built = await buildSitemap(client, ref);
  const at = (await confirmedPublishedAt(ref)) ?? 0;
  return {
    ref,
    documents: Object.keys(built.files).length,
    text: sitemapSnapshotText({ ...built, at }),
    ms: performance.now() - started,
  };
}

async function buildSearchSnapshots(client: ReturnType<typeof createClient>, ref: string): Promise<BuiltSnapshot[]> {
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
