/**
 * What a visitor gets from a site, page by page: the crawl and the comparison behind "the site
 * built on the pulled copy serves the same pages" (fullSeed.test.ts).
 */

/** One answer of a site: its status, where it redirects, and its body (HTML, XML or text). */
export type Page = { status: number; location: string | null; contentType: string; body: string };

/** Paths that are not pages: the framework's files, the browser script, the API, images. */
const NOT_A_PAGE =
  /^\/(?:_next|_enhance|api|assets|fonts|favicon|icons)\b|\.(?:png|jpe?g|webp|avif|svg|ico|pdf|js|css|woff2?|webmanifest)(?:\?|$)/;

/** Same-site links of a page (paths with their query, without fragment), in document order. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = match[1].replaceAll("&amp;", "&").split("#")[0];
    if (href.startsWith("/") && !href.startsWith("//") && !NOT_A_PAGE.test(href)) links.push(href);
  }
  return links;
}

/** The paths a sitemap lists (its URLs carry the public site's origin). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replaceAll("&amp;", "&"));
    return `${url.pathname}${url.search}`;
  });
}

/** Fetches one path of a site as a crawler would (no redirect following). */
export async function fetchPage(origin: string, pathname: string): Promise<Page> {
  const response = await fetch(new URL(pathname, origin), { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  return {
    status: response.status,
    location: response.headers.get("location"),
    contentType: response.headers.get("content-type") ?? "",
    body: await response.text(),
  };
}

/**
 * Every page a visitor can reach on a site from its sitemap: the sitemap's URLs and, breadth
 * first, every same-site link on them (listings' categories and later pages, authors…), plus
 * `extra` paths (robots.txt, a missing page, a search). Stops with an error past `limit` pages, so
 * a link that keeps growing (a bug) cannot make the crawl endless.
 */
export async function crawlSite(origin: string, extra: string[], limit = 600): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>();
  const sitemap = await fetchPage(origin, "/sitemap.xml");
  pages.set("/sitemap.xml", sitemap);
  const queue = [...sitemapPaths(sitemap.body), ...extra];
  while (queue.length > 0) {
    const pathname = queue.shift() as string;
    if (pages.has(pathname)) continue;
    if (pages.size >= limit) throw new Error(`more than ${limit} pages on ${origin}; last one: ${pathname}`);
    const page = await fetchPage(origin, pathname);
    pages.set(pathname, page);
    if (page.contentType.includes("text/html")) queue.push(...linksOf(page.body).filter((link) => !pages.has(link)));
    // The sitemap index lists one sitemap per section, each listing pages.
    if (page.contentType.includes("xml")) queue.push(...sitemapPaths(page.body).filter((link) => !pages.has(link)));
  }
  return pages;
}

/** Where two texts first differ, with some context of each, for a failure message. */
export function firstDifference(expected: string, actual: string, context = 160): string {
  let index = 0;
  while (index < expected.length && index < actual.length && expected[index] === actual[index]) index += 1;
  const from = Math.max(0, index - context / 2);
  return `at character ${index}:\n  seed:   …${expected.slice(from, index + context)}…\n  pulled: …${actual.slice(from, index + context)}…`;
}
