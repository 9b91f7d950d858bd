/** The sitemap (docs/publishing.md "Sitemap"), written from the published record once per version of it. */
import { landingPath, ROUTABLE_TYPES } from "@/config/routeTable";
import { SECTION_LIST, type SectionId } from "@/config/sections";
import { siteConfig } from "@/lib/siteConfig";
import { sitemapIndexXml, sitemapXml, type SitemapEntry } from "@/lib/sitemap";
import { publishedRecord, type PublishedRecord } from "@/server/published/publishedRecord";

/** The protocol's limit of URLs per sitemap file. */
const MAX_URLS_PER_FILE = 50_000;

/** The index and each file's XML, by file name (`products.xml`, `products-2.xml`, …). */
export type Sitemap = { index: string; files: Record<string, string> };

const written = new WeakMap<PublishedRecord, Sitemap>();

const sectionTypes = new Set<string>(
  SECTION_LIST.flatMap((section) => (section.documents ?? []).map((document) => document.type)),
);

/** The parts: the pages outside sections, then each section with public pages, in registry order. */
const SITEMAP_PARTS: readonly { id: string; types: Set<string>; landing?: SectionId }[] = [
  { id: "pages", types: new Set(ROUTABLE_TYPES.filter((type) => !sectionTypes.has(type))) },
  ...SECTION_LIST.filter(
    (section) => !section.private && ((section.documents?.length ?? 0) > 0 || section.landing),
  ).map((section) => ({
    id: section.id,
    types: new Set((section.documents ?? []).map((document) => document.type)),
    landing: section.landing ? (section.id as SectionId) : undefined,
  })),
];

/** A part's entries: its documents in the site's locales (with their last publication day) and its landings. */
function partEntries(record: PublishedRecord, part: (typeof SITEMAP_PARTS)[number]): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const entry of record.documents.values()) {
    if (!part.types.has(entry.type)) continue;
    const loc = new URL(entry.path, siteConfig.siteUrl).href;
    entries.set(loc, { loc, lastmod: entry.lastmod });
  }
  if (part.landing)
    for (const locale of siteConfig.country.locales) {
      const loc = new URL(landingPath(part.landing, locale), siteConfig.siteUrl).href;
      if (!entries.has(loc)) entries.set(loc, { loc });
    }
  return [...entries.values()].sort((a, b) => a.loc.localeCompare(b.loc));
}

/** Writes the files and the index of a record. */
export function sitemapOf(record: PublishedRecord, maxUrlsPerFile = MAX_URLS_PER_FILE): Sitemap {
  const files: Record<string, string> = {};
  const indexed: SitemapEntry[] = [];
  for (const part of SITEMAP_PARTS) {
    const entries = partEntries(record, part);
    for (let start = 0, n = 1; start < entries.length; start += maxUrlsPerFile, n++) {
      const name = `${part.id}${n === 1 ? "" : `-${n}`}.xml`;
      const slice = entries.slice(start, start + maxUrlsPerFile);
      files[name] = sitemapXml(slice);
      const loc = new URL(`/sitemaps/${name}`, siteConfig.siteUrl).href;
      const dates = slice.flatMap((entry) => entry.lastmod || []);
      indexed.push({ loc, lastmod: dates.sort().at(-1) });
    }
  }
  return { index: sitemapIndexXml(indexed), files };
}

/** The sitemap of the record now (written again only when the record changed). */
export async function currentSitemap(): Promise<Sitemap> {
  const record = await publishedRecord();
  let sitemap = written.get(record);
  if (!sitemap) written.set(record, (sitemap = sitemapOf(record)));
  return sitemap;
}
