/**
 * The snapshots of a build: each locale's search index and the published record, read from the
 * Content API at the ref the site publishes and serialised as src/sections/search/searchSnapshot.ts
 * and src/server/published/recordStore.ts load them. Run by scripts/build.mjs beside `next build`,
 * with the build's environment.
 */
import { createClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import { siteConfig } from "@/lib/siteConfig";
import * as prismic from "@prismicio/client";
import { ROUTABLE_TYPES } from "@/config/routeTable";
import { fromDocuments, readSearchable, SEARCHED_TYPES } from "@/sections/search/searchIndexSync";
import { searchSnapshotText } from "@/sections/search/searchSnapshot";
import fs from "node:fs/promises";
import { builtRecord, entryOf } from "@/server/published/publishedRecord";
import { recordFile, type PublishedEntry } from "@/server/published/recordStore";

/** One snapshot, ready to be written: a locale's search index, or the published record (no locale). */
export type BuiltSnapshot = { locale?: string; ref: string; documents: number; text: string; ms: number };

/**
 * Every snapshot of this site, at the ref it publishes: each locale's search index, and the
 * published record from the same documents plus the routable types search does not read (one read
 * of each document). Rejects when the content cannot be read.
 */
export async function buildSnapshots(): Promise<BuiltSnapshot[]> {
  const client = createClient();
  const ref = await publishedRef(client);
  const started = performance.now();
  const snapshots: BuiltSnapshot[] = [];
  const documents: Record<string, PublishedEntry> = {};
  const unsearched = ROUTABLE_TYPES.filter((type) => !SEARCHED_TYPES.includes(type));
  // One locale after the other: the reads are paced anyway, and `next build` runs beside them.
  for (const locale of siteConfig.country.locales) {
    const [searchable, others] = await Promise.all([
      readSearchable(client, locale, ref),
      client.dangerouslyGetAll({ ref, lang: locale, filters: [prismic.filter.any("document.type", unsearched)] }),
    ]);
    for (const doc of [...searchable, ...others]) {
      const entry = entryOf(doc);
      if (entry) documents[doc.id] = entry;
    }
    const built = fromDocuments(ref, searchable);
    const text = searchSnapshotText(built);
    snapshots.push({ locale, ref, documents: built.index.size, text, ms: performance.now() - started });
  }
  // The last build's record in this build directory (`next build` keeps `<distDir>/cache`).
  const previous = await fs.readFile(recordFile(), "utf8").catch(() => null);
  const text = JSON.stringify(builtRecord(documents, ref, previous));

  return [{ ref, documents: Object.keys(documents).length, text, ms: performance.now() - started }, ...snapshots];
}
