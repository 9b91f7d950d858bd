import * as prismic from "@prismicio/client";
import { privatePagePaths, ROUTABLE_TYPES, sectionLandingPaths } from "@/config/routeTable";
import type { ContentClient } from "@/lib/prismic/client";
import type { Locale } from "@/lib/siteConfig";

/** One URL of a sitemap, or one file of a sitemap index. */
export type SitemapEntry = { loc: string; lastmod?: string };

/**
 * Every public URL of the site: each published document with a page (through the route
 * resolver) and the sections' landing pages. Paged reads of 100.
 */
export async function sitemapEntries(
  client: ContentClient,
  locales: readonly Locale[],
  siteUrl: string,
): Promise<SitemapEntry[]> {
  const entries = new Map<string, SitemapEntry>();
  for (const locale of locales) {
    const documents = await client.dangerouslyGetAll({
      filters: [prismic.filter.any("document.type", [...ROUTABLE_TYPES])],
      lang: locale,
    });
    for (const doc of documents) {
      if (!doc.url) continue;
      const loc = new URL(doc.url, siteUrl).href;
      entries.set(loc, { loc, lastmod: doc.last_publication_date.slice(0, 10) });
    }
    for (const path of sectionLandingPaths(locale)) {
      const loc = new URL(path, siteUrl).href;
      if (!entries.has(loc)) entries.set(loc, { loc });
    }
  }
  return [...entries.values()].sort((a, b) => a.loc.localeCompare(b.loc));
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap protocol's XML for some entries. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The sitemap protocol's index of sitemap files. */
export function sitemapIndexXml(files: SitemapEntry[]): string {
  const entries = files
    .map(
      (file) =>
        `  <sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ""}</sitemap>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** robots.txt: everything public except the preview/API endpoints, search results and private pages, with the sitemap's address. */
export function robotsTxt(siteUrl: string, searchPaths: string[]): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...searchPaths.map((path) => `Disallow: ${path}?`),
    ...privatePagePaths().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", siteUrl).href}`,
    "",
  ].join("\n");
}
