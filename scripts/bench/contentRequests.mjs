// @ts-check
/**
 * Content requests per rendered page, from the content service's request log (admin API
 * `GET|DELETE /__admin/log`): the log is emptied, one page that is not prerendered is requested
 * from `next start` (so it renders now), and the Content API requests logged meanwhile are counted
 * (image requests to /assets are not content requests), as tests/integration/contentRequests.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { uidsOfType } from "./contentApi.mjs";

/** @typedef {{ page: string, path: string, status: number, requests: number }} PageRequests */

/** @param {string} serviceUrl */
async function logEntries(serviceUrl) {
  const response = await fetch(`${serviceUrl}/__admin/log`);
  const body = /** @type {{ entries?: { path: string }[] } | { path: string }[]} */ (await response.json());
  const entries = Array.isArray(body) ? body : (body.entries ?? []);
  return entries.filter((entry) => entry.path.includes("/api/v2"));
}

/**
 * @param {{ siteUrl: string, serviceUrl: string, pages: { page: string, path: string }[] }} options
 * @returns {Promise<PageRequests[]>}
 */
export async function countContentRequests({ siteUrl, serviceUrl, pages }) {
  /** @type {PageRequests[]} */
  const results = [];
  for (const { page, path: pagePath } of pages) {
    await fetch(`${serviceUrl}/__admin/log`, { method: "DELETE" });
    const response = await fetch(`${siteUrl}${pagePath}`, { redirect: "manual" });
    await response.arrayBuffer();
    results.push({ page, path: pagePath, status: response.status, requests: (await logEntries(serviceUrl)).length });
  }
  return results;
}

/**
 * Uids of documents of a type whose page the build did not prerender (they render on demand).
 * @param {{ serviceUrl: string, distDir: string, type: string, pageDir: string, count?: number }} options
 * @returns {Promise<string[]>}
 */
export async function notPrerenderedUids({ serviceUrl, distDir, type, pageDir, count = 1 }) {
  /** @type {string[]} */
  const found = [];
  for (let page = 1; found.length < count; page++) {
    const { uids, more } = await uidsOfType(serviceUrl, type, {
      page,
      orderings: "[document.first_publication_date desc]",
    });
    for (const uid of uids) {
      if (found.length < count && !fs.existsSync(path.join(distDir, "server/pages/es-es", pageDir, `${uid}.html`)))
        found.push(uid);
    }
    if (!more) break;
  }
  return found;
}
