/**
 * The sitemap, built once per content ref (docs/publishing.md "Sitemap"): an index
 * (`/sitemap.xml`) of one file per part (sitemapParts.ts), at most 50,000 URLs each. A request
 * never reads the repository when a snapshot exists: the current ref's is served; when the ref
 * moved on, the previous one is served while the new one is built in the background. An instance
 * starts with the newest of the shared one (Redis, sharedSnapshots.ts) and the one its build wrote
 * (`npm run build`, `<distDir>/cache/sitemap.json`); only an instance that finds neither waits for
 * a build (concurrent requests share it). A snapshot of an older ref never replaces a newer one.
 */
import fs from "node:fs/promises";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { createClient, type ContentClient } from "@/lib/prismic/client";
import { confirmedPublishedAt, publishedRef } from "@/lib/prismic/publishedRef";
import { siteConfig } from "@/lib/siteConfig";
import { sitemapIndexXml, sitemapXml, type SitemapEntry } from "@/lib/sitemap";
import { sharedSnapshots } from "@/server/snapshots/sharedSnapshots";
import { SITEMAP_PARTS, type SitemapPart } from "./sitemapParts";

/** The protocol's limit of URLs per sitemap file. */
export const MAX_URLS_PER_FILE = 50_000;
/** Where the parts' files are served. */
export const SITEMAP_FILES_PATH = "/sitemaps";
/** Its name in the shared store. */
const SHARED_NAME = "sitemap";

/**
 * A built sitemap: the index and each file's XML, by file name (`productos.xml`), and each listed
 * document's public path by id (what a publish compares to find a document whose path changed,
 * src/server/redirects/movedPaths.ts).
 */
export type SitemapSnapshot = {
  ref: string;
  index: string;
  files: Record<string, string>;
  paths?: Record<string, string>;
};
/** A sitemap and when its ref was known to be the published one (what orders two snapshots). */
type Dated = SitemapSnapshot & { at: number };

type Store = {
  client: ContentClient | null;
  current: Dated | null;
  building: Map<string, Promise<Dated>>;
  saved: Promise<Dated | null> | null;
  /** The publishes' rebuild running, and whether another publish asked for one meanwhile. */
  refreshing: Promise<void> | null;
  refreshAgain: boolean;
};
const STORE_KEY = Symbol.for("laboratorios-brezo.sitemapSnapshot");
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE_KEY] ??= {
  client: null,
  current: null,
  building: new Map(),
  saved: null,
  refreshing: null,
  refreshAgain: false,
});

/** The build's sitemap file: `<distDir>/cache/sitemap.json` (written by `npm run build`, scripts/build.mjs). */
export const sitemapSnapshotFile = (distDir = process.env.NEXT_DIST_DIR || ".next", root = process.cwd()) =>
  path.join(root, distDir, "cache", "sitemap.json");

/** A snapshot's text (the build's file and the shared store hold it). */
export const sitemapSnapshotText = (snapshot: SitemapSnapshot & { at: number }) => JSON.stringify(snapshot);

/**
 * A part's entries in every locale of the site: its documents' URLs (paged reads of 100) and its
 * landings; each document's public path goes into `paths` by id.
 */
async function partEntries(
  client: ContentClient,
  part: SitemapPart,
  ref: string,
  paths: Record<string, string>,
): Promise<SitemapEntry[]> {
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
      const url = new URL(doc.url, siteConfig.siteUrl);
      paths[doc.id] = url.pathname;
      entries.set(url.href, { loc: url.href, lastmod: doc.last_publication_date.slice(0, 10) });
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
  const paths: Record<string, string> = {};
  const parts = await Promise.all(
    SITEMAP_PARTS.map(async (part) => ({ part, entries: await partEntries(client, part, ref, paths) })),
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
  return { ref, index: sitemapIndexXml(indexed), files, paths };
}

/** Keeps `snapshot` as the one served unless the one served is newer. */
function adopt(snapshot: Dated): Dated {
  if (!store.current || snapshot.at >= store.current.at) store.current = snapshot;
  return snapshot;
}

/** The newest saved sitemap: the shared one or the build's file; read once per process. */
function savedSitemap(): Promise<Dated | null> {
  return (store.saved ??= (async () => {
    const [shared, file] = await Promise.all([
      sharedSnapshots().get(SHARED_NAME),
      fs.readFile(sitemapSnapshotFile(), "utf8").catch(() => null),
    ]);
    const candidates = [shared && { ...(JSON.parse(shared.text) as SitemapSnapshot), at: shared.at }];
    try {
      if (file) candidates.push(JSON.parse(file) as Dated);
    } catch {
      // a truncated file: built again
    }
    const valid = candidates.filter((candidate): candidate is Dated => Boolean(candidate?.index && candidate.files));
    return valid.sort((a, b) => b.at - a.at)[0] ?? null;
  })().catch(() => null));
}

/**
 * Builds the snapshot of a ref (or takes the shared one when it is at that ref), once per process
 * at a time, and shares it when its ref is still the published one.
 * @param seenAt when the ref was read as the published one
 */
function snapshotAt(ref: string, seenAt: number): Promise<Dated> {
  const pending = store.building.get(ref);
  if (pending) return pending;
  const started = Date.now();
  const done = (async (): Promise<Dated> => {
    const shared = await sharedSnapshots().get(SHARED_NAME);
    if (shared?.ref === ref) return { ...(JSON.parse(shared.text) as SitemapSnapshot), at: shared.at };
    const built = await buildSitemap(createClient(), ref);
    console.log(
      `sitemap: built for ref ${ref} in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.keys(built.files).length} files)`,
    );
    const at = await confirmedPublishedAt(ref).catch(() => null);
    if (at === null) return { ...built, at: seenAt };
    const dated = { ...built, at };
    await sharedSnapshots().put(SHARED_NAME, { ref, at, text: sitemapSnapshotText(dated) });
    return dated;
  })()
    .then(adopt)
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
 * The sitemap to serve now: the current ref's; the previous ref's (or the saved one) while the
 * new one is built in the background; a build only when there is none at all.
 */
export async function currentSitemap(): Promise<SitemapSnapshot> {
  let ref: string;
  const seenAt = Date.now();
  try {
    ref = await publishedRef(contentClient());
  } catch (error) {
    const fallback = store.current ?? (await savedSitemap());
    if (fallback) return fallback;
    throw error;
  }
  if (store.current?.ref === ref) return store.current;
  if (!store.current) {
    const saved = await savedSitemap();
    if (saved) adopt(saved);
  }
  if (store.current?.ref === ref) return store.current;
  if (store.current) {
    void snapshotAt(ref, seenAt).catch(() => undefined);
    return store.current;
  }
  return snapshotAt(ref, seenAt);
}

/**
 * Each document's public path by id as the sitemap served now lists it (before a publish's new
 * ref is built: the publishing webhook reads it first), or {} when there is none yet.
 */
export async function listedDocumentPaths(): Promise<Record<string, string>> {
  if (!store.current) {
    const saved = await savedSitemap();
    if (saved) adopt(saved);
  }
  return store.current?.paths ?? {};
}

/**
 * After a publish: builds the new ref's sitemap (the webhook's queue calls it). One build at a
 * time: publishes that arrive meanwhile make one more build, of the ref published by then.
 * Never rejects.
 */
export function refreshSitemap(): Promise<void> {
  if (store.refreshing) {
    store.refreshAgain = true;
    return store.refreshing;
  }
  store.refreshing = (async () => {
    do {
      store.refreshAgain = false;
      try {
        const client = createClient();
        store.client = client;
        const seenAt = Date.now();
        await snapshotAt(await publishedRef(client), seenAt);
      } catch {
        // logged by snapshotAt, or the ref could not be read: the next request tries again
      }
    } while (store.refreshAgain);
  })().finally(() => (store.refreshing = null));
  return store.refreshing;
}
