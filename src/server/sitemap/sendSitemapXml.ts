import type { ServerResponse } from "node:http";

/** Answers with a sitemap file; shared caches may keep it an hour (a new ref changes it at most that late there). */
export function sendSitemapXml(res: ServerResponse, xml: string): void {
  res.setHeader("Content-Type", "application/xml; charset=utf-8");
  res.setHeader("Cache-Control", "public, s-maxage=3600, stale-while-revalidate=86400");
  res.end(xml);
}
