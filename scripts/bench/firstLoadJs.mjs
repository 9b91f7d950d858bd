// @ts-check
/**
 * First-load JavaScript per route: every prerendered page in <distDir>/server/pages is parsed for
 * the scripts it loads (`<script src="/_next/static/…">`, not `noModule`), and the gzip sizes of
 * those files are summed, each file once per page. A route (page file) reports its largest page.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { FIRST_LOAD_JS_KB, FORM_PAGE_FILES, FORM_PUBLIC_PATHS } from "./budgets.mjs";

/**
 * @typedef {{ route: string, kind: "content" | "form", pages: number, example: string, bytes: number, budgetKb: number, scripts: number }} RouteJs
 */

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** @param {string} html @returns {string[]} the /_next/static script URLs a page loads, once each */
export function scriptUrls(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && src.startsWith("/_next/static/")) urls.add(src.split("?")[0]);
  }
  return [...urls];
}

/**
 * @param {string} distDir absolute path of the build
 * @returns {RouteJs[]} one entry per route, largest first within each kind
 */
export function measureFirstLoadJs(distDir) {
  const pagesDir = path.join(distDir, "server/pages");
  /** @type {Map<string, number>} */
  const gzipSizes = new Map();
  const gzipSize = (/** @type {string} */ url) => {
    let size = gzipSizes.get(url);
    if (size === undefined) {
      const file = path.join(distDir, "static", url.slice("/_next/static/".length));
      size = zlib.gzipSync(fs.readFileSync(file)).length;
      gzipSizes.set(url, size);
    }
    return size;
  };

  /** @type {Map<string, RouteJs>} */
  const routes = new Map();
  for (const file of htmlFiles(pagesDir)) {
    const html = fs.readFileSync(file, "utf8");
    const page = nextPage(html) ?? "/" + path.relative(pagesDir, file).replace(/\.html$/, "");
    const publicPath = "/" + path.relative(pagesDir, file).replace(/\.html$/, "").replace(/^[a-z]{2}-[a-z]{2}(\/|$)/, "");
    const isFormPath = FORM_PUBLIC_PATHS.includes(publicPath);
    const route = isFormPath ? `${page} (${publicPath})` : page;
    const kind = isFormPath || FORM_PAGE_FILES.includes(page) ? "form" : "content";
    const urls = scriptUrls(html);
    const bytes = urls.reduce((sum, url) => sum + gzipSize(url), 0);
    const previous = routes.get(route);
    if (!previous || bytes > previous.bytes) {
      routes.set(route, { route, kind, pages: (previous?.pages ?? 0) + 1, example: publicPath, bytes, budgetKb: FIRST_LOAD_JS_KB[kind], scripts: urls.length });
    } else {
      previous.pages++;
    }
  }
  return [...routes.values()].sort((a, b) => a.route.localeCompare(b.route));
}

/** @param {string} html @returns {string | null} the page file, from the page's __NEXT_DATA__ */
function nextPage(html) {
  const json = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return null;
  try {
    return JSON.parse(json).page ?? null;
  } catch {
    return null;
  }
}
