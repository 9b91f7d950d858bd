// @ts-check
import { absoluteHttpBase } from "./url-checks.mjs";

/**
 * Where `GET /preview` sends the browser, by document language (CONTENT_PREVIEW_SITES): the
 * site's origin, to which `/api/preview?token=…&documentId=…` is appended. Locally the co site is
 * previewed on 127.0.0.1, not localhost: cookies ignore ports, so two sites on `localhost` would
 * share Next's preview cookies and a preview on one would end it on the other (docs/decisions.md).
 */
export const DEFAULT_PREVIEW_SITES = Object.freeze({ "es-es": "http://localhost:3000", "es-co": "http://127.0.0.1:3001" });

const LANGUAGE_ID = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

/**
 * Parses `es-es=http://localhost:3000,es-co=http://127.0.0.1:3001`.
 * @param {string} text
 * @returns {Record<string, string>}
 * @throws {Error} with a short problem description (the caller names the variable)
 */
export function parsePreviewSites(text) {
  /** @type {Record<string, string>} */
  const sites = {};
  const pairs = text.split(",").map((pair) => pair.trim()).filter(Boolean);
  if (pairs.length === 0) throw new Error("no <lang>=<url> pair");
  for (const pair of pairs) {
    const separator = pair.indexOf("=");
    if (separator <= 0) throw new Error(`"${pair}" is not <lang>=<url>`);
    const lang = pair.slice(0, separator).trim();
    if (Object.hasOwn(sites, lang)) throw new Error(`language "${lang}" appears twice`);
    sites[lang] = pair.slice(separator + 1).trim();
  }
  return normalizePreviewSites(sites);
}

/**
 * Checks a `{ lang: siteUrl }` object: language ids, absolute http(s) URLs without query.
 * @param {unknown} value
 * @returns {Record<string, string>} URLs without trailing slash
 * @throws {Error} with a short problem description
 */
export function normalizePreviewSites(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("must be an object { <lang>: <site URL> }");
  /** @type {Record<string, string>} */
  const sites = {};
  for (const [lang, url] of Object.entries(value)) {
    if (!LANGUAGE_ID.test(lang)) throw new Error(`"${lang}" is not a language id such as es-es`);
    const base = typeof url === "string" ? absoluteHttpBase(url) : null;
    if (!base) throw new Error(`the site of ${lang} must be an absolute http(s) URL without query, e.g. http://localhost:3000 (got ${JSON.stringify(url)})`);
    sites[lang] = base;
  }
  return sites;
}
