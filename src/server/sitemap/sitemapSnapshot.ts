/**
 * The sitemap, built once per content ref (docs/publishing.md "Sitemap"): an index
 * (`/sitemap.xml`) of one file per part (sitemapParts.ts), at most 50,000 URLs each. A request
 * never reads the repository when a snapshot exists: the current ref's is served; when the ref
 * moved on, the previous one is served while the new one is built in the background. Snapshots
 * are kept in memory and, with REDIS_URL, shared by every instance (sharedSnapshots.ts). Only the
 * first request of an instance that finds none anywhere waits for a build (concurrent requests share it).
 */
import * as prismic from "@prismicio/client";
import { createClient, type ContentClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import { siteConfig } from "@/lib/siteConfig";
import { sitemapIndexXml, sitemapXml, type SitemapEntry } from "@/lib/sitemap";
import { sharedSnapshots } from "@/server/snapshots/sharedSnapshots";
import { SITEMAP_PARTS, type SitemapPart } from "./sitemapParts";

/** The protocol's limit of URLs per sitemap file. */
export const MAX_URLS_PER_FILE = 50_000;
/** Where the parts' files are served. */
export const SITEMAP_FILES_PATH = "/sitemaps";
/** Bump when the snapshot's shape changes: instances of another version never read it. */
const FORMAT = 1;

/** A built sitemap: the index and each file's XML, by file name (`productos.xml`). */
export type SitemapSnapshot = { ref: string; index: string; files: Record<string, string> };

type Store = {
  client: ContentClient | null;
  current: SitemapSnapshot | null;
  building: Map<string, Promise<SitemapSnapshot>>;
};
const STORE_KEY = Symbol.for("laboratorios-brezo.sitemapSnapshot");
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE_KEY] ??= {
  client: null,
  current: null,
  building: new Map(),
});

const sharedKey = (ref: string) => `sitemap:v${FORMAT}:${ref}`;

/** A part's entries in every locale of the site: its documents' URLs (paged reads of 100) and its landings. */
async function partEntries(client: ContentClient, part: SitemapPart, ref: string): Promise<SitemapEntry[]> {
  const entries = new Map<string, SitemapEntry>();
  for (const locale of siteConfig.country.locales) {
    const documents =
      part.types.length === 0
        ? []
        : await client.dangerouslyGetAll({
            ref,
            filters: [prismic.filter.any("document.type", part.types)],
            lang: locale,
          });
    for (const doc of documents) {
      if (!doc.url) continue;
      const loc = new URL(doc.url, siteConfig.siteUrl).href;
      entries.set(loc, { loc, lastmod: doc.last_publication_date.slice(0, 10) });
    }
    for (const path of part.landings(locale)) {
      const loc = new URL(path, siteConfig.siteUrl).href;
      if (!entries.has(loc)) entries.set(loc, { loc });
    }
  }
  return [...entries.values()].sort((a, b) => a.loc.localeCompare(b.loc));
}

/** The file names of a part with this many entries: `<id>.xml`, then `<id>-2.xml`, … */
function fileNames(part: SitemapPart, count: number, perFile: number): string[] {
  const files = Math.max(1, Math.ceil(count / perFile));
  return Array.from({ length: files }, (_, index) => `${part.id}${index === 0 ? "" : `-${index + 1}`}.xml`);
}

/** Reads every part at the ref (in parallel) and writes the files and the index. */
export async function buildSitemap(
  client: ContentClient,
  ref: string,
  maxUrlsPerFile = MAX_URLS_PER_FILE,
): Promise<SitemapSnapshot> {
  const parts = await Promise.all(
    SITEMAP_PARTS.map(async (part) => ({ part, entries: await partEntries(client, part, ref) })),
  );
  const files: Record<string, string> = {};
  const indexed: SitemapEntry[] = [];
  for (const { part, entries } of parts) {
    if (entries.length === 0) continue;
    fileNames(part, entries.length, maxUrlsPerFile).forEach((name, index) => {
      const slice = entries.slice(index * maxUrlsPerFile, (index + 1) * maxUrlsPerFile);
      files[name] = sitemapXml(slice);
      const lastmod = slice.reduce<string | undefined>(
        (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
        undefined,
      );
      indexed.push({ loc: new URL(`${SITEMAP_FILES_PATH}/${name}`, siteConfig.siteUrl).href, lastmod });
    });
  }
  return { ref, index: sitemapIndexXml(indexed), files };
}

/** Builds (or loads from the shared store) the snapshot of a ref, once per process at a time. */
function snapshotAt(ref: string): Promise<SitemapSnapshot> {
  const pending = store.building.get(ref);
  if (pending) return pending;
  const started = Date.now();
  const done = (async () => {
    const shared = await sharedSnapshots().get(sharedKey(ref));
    if (shared) return JSON.parse(shared) as SitemapSnapshot;
    const built = await buildSitemap(createClient(), ref);
    console.log(
      `sitemap: built for ref ${ref} in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.keys(built.files).length} files)`,
    );
    await sharedSnapshots().set(sharedKey(ref), JSON.stringify(built));
    return built;
  })()
    .then((snapshot) => {
      if (!store.current || store.current.ref !== ref) store.current = snapshot;
      return snapshot;
    })
    .finally(() => store.building.delete(ref));
  store.building.set(ref, done);
  done.catch((error: unknown) =>
    console.error(
      `sitemap: could not be built for ref ${ref} (${error instanceof Error ? error.message : String(error)}); the previous one is served, if any`,
    ),
  );
  return done;
}

/** The process's client (its repository metadata is cached 5 s: a request reads the ref at most that often). */
const contentClient = () => (store.client ??= createClient());

/**
 * The sitemap to serve now: the current ref's; the previous ref's while the new one is built in
 * the background; a build only when this instance has none at all (and Redis none either).
 */
export async function currentSitemap(): Promise<SitemapSnapshot> {
  let ref: string;
  try {
    ref = await publishedRef(contentClient());
  } catch (error) {
    if (store.current) return store.current;
    throw error;
  }
  if (store.current?.ref === ref) return store.current;
  if (store.current) {
    void snapshotAt(ref).catch(() => undefined);
    return store.current;
  }
  return snapshotAt(ref);
}

/** After a publish: builds the new ref's sitemap in the background (the webhook's queue calls it). Never rejects. */
export async function refreshSitemap(): Promise<void> {
  try {
    const client = createClient();
    store.client = client;
    await snapshotAt(await publishedRef(client));
  } catch {
    // logged by snapshotAt, or the ref could not be read: the next request tries again
  }
}

/** The paths of every page the current sitemap lists (a layout change regenerates them all). */
export async function sitemapPagePaths(): Promise<string[]> {
  const { files } = await currentSitemap();
  return Object.values(files).flatMap((xml) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replaceAll("&amp;", "&")).pathname),
  );
}
