/**
 * The snapshots of a build: each locale's search index and the published record, read from the
 * Content API at the ref the site publishes and serialised as src/sections/search/searchSnapshot.ts
 * and src/server/published/recordStore.ts load them. Run by scripts/build.mjs beside `next build`,
 * with the build's environment.
 */
import { createClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import { siteConfig } from "@/lib/siteConfig";
import { buildIndex } from "@/sections/search/searchIndexSync";
import { searchSnapshotText } from "@/sections/search/searchSnapshot";
import { readPublished } from "@/server/published/publishedRecord";
import { RECORD_SHAPE } from "@/server/published/recordStore";

/** One snapshot, ready to be written: a locale's search index, or the published record (no locale). */
export type BuiltSnapshot = { locale?: string; ref: string; documents: number; text: string; ms: number };

/** Every snapshot of this site, at the ref it publishes: the sitemap and the search indexes side by side. Rejects when the content cannot be read. */
export async function buildSnapshots(): Promise<BuiltSnapshot[]> {
  const client = createClient();
  const ref = await publishedRef(client);
  const [record, search] = await Promise.all([buildRecord(client, ref), buildSearchSnapshots(client, ref)]);
  return [record, ...search];
}

/** The published record's full read (src/server/published/), which a fresh deploy's first instance starts from. */
async function buildRecord(client: ReturnType<typeof createClient>, ref: string): Promise<BuiltSnapshot> {
  const started = performance.now();
  const documents = await readPublished(client, ref);
  const record = { shape: RECORD_SHAPE, version: "1", documents, moved: {}, rows: {}, ref, reconciledAt: Date.now() };
  return {
    ref,
    documents: Object.keys(documents).length,
    text: JSON.stringify(record),
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
