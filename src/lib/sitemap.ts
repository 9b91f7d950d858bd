import { privatePagePaths } from "@/config/routeTable";

/** One URL of a sitemap, or one file of a sitemap index. */
export type SitemapEntry = { loc: string; lastmod?: string };

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
