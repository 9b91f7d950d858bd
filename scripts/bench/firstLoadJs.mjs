// @ts-check
/**
 * First-load JavaScript per route: every prerendered page in <distDir>/server/pages is parsed for
 * the scripts it loads — Next's own (`<script src="/_next/static/…">`, not `noModule`) and the
 * site's browser script (`<script type="module" src="/_enhance/…">`, with every chunk it imports
 * statically; chunks behind `import()` load only on interaction and are not counted) — and the gzip
 * sizes of those files are summed, each file once per page. A route (page file) reports its largest page.
 * Every visitor page has the same budget (FIRST_LOAD_JS_KB); staff pages have none.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { FIRST_LOAD_JS_KB, FORM_PAGE_FILES, FORM_PUBLIC_PATHS, STAFF_PAGE_FILES } from "./budgets.mjs";

/**
 * @typedef {{ route: string, kind: "content" | "form" | "staff", pages: number, example: string, bytes: number, budgetKb: number | null, scripts: number }} RouteJs
 */

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** URL prefixes of the scripts a page can load, and where their files are. */
const SCRIPT_ROOTS = [
  {
    prefix: "/_next/static/",
    dir: (/** @type {string} */ distDir, /** @type {string} */ _root) => path.join(distDir, "static"),
  },
  {
    prefix: "/_enhance/",
    dir: (/** @type {string} */ _distDir, /** @type {string} */ root) => path.join(root, "public/_enhance"),
  },
];

/** @param {string} html @returns {string[]} the script URLs a page loads by itself, once each */
function scriptUrls(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && SCRIPT_ROOTS.some((root) => src.startsWith(root.prefix))) urls.add(src.split("?")[0]);
  }
  return [...urls];
}

/** @param {string} code @returns {string[]} the relative modules an ES module imports statically (not `import()`) */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)) found.add(match[1]);
  return [...found];
}

/**
 * @param {string} distDir absolute path of the build
 * @param {{ root?: string }} [options] the project folder (its public/ holds the site's browser script)
 * @returns {RouteJs[]} one entry per route
 */
export function measureFirstLoadJs(distDir, { root = path.dirname(distDir) } = {}) {
  const pagesDir = path.join(distDir, "server/pages");
  const routeOf = prerenderedRoutes(distDir);
  /** @type {Map<string, { bytes: number, code: string }>} */
  const files = new Map();
  const file = (/** @type {string} */ url) => {
    let found = files.get(url);
    if (!found) {
      const scriptRoot = SCRIPT_ROOTS.find((candidate) => url.startsWith(candidate.prefix));
      if (!scriptRoot) throw new Error(`not a script of the build: ${url}`);
      const buffer = fs.readFileSync(path.join(scriptRoot.dir(distDir, root), url.slice(scriptRoot.prefix.length)));
      found = { bytes: zlib.gzipSync(buffer).length, code: buffer.toString("utf8") };
      files.set(url, found);
    }
    return found;
  };
  /** Every URL a page's scripts load at once: the scripts and, for modules, their static imports. */
  const withImports = (/** @type {string[]} */ urls) => {
    const all = new Set(urls);
    const queue = urls.filter((url) => url.startsWith("/_enhance/"));
    while (queue.length) {
      const url = /** @type {string} */ (queue.pop());
      for (const relative of staticImports(file(url).code)) {
        const resolved = new URL(relative, `http://site${url}`).pathname;
        if (!all.has(resolved)) {
          all.add(resolved);
          queue.push(resolved);
        }
      }
    }
    return [...all];
  };

  /** @type {Map<string, RouteJs>} */
  const routes = new Map();
  for (const htmlFile of htmlFiles(pagesDir)) {
    const html = fs.readFileSync(htmlFile, "utf8");
    const pagePath = "/" + path.relative(pagesDir, htmlFile).replace(/\.html$/, "");
    const page = routeOf.get(pagePath) ?? nextPage(html) ?? withoutLocale(pagePath);
    const publicPath = withoutLocale(pagePath);
    const isFormPath = FORM_PUBLIC_PATHS.includes(publicPath);
    const route = isFormPath ? `${page} (${publicPath})` : page;
    const kind = STAFF_PAGE_FILES.includes(page)
      ? "staff"
      : isFormPath || FORM_PAGE_FILES.includes(page)
        ? "form"
        : "content";
    const urls = withImports(scriptUrls(html));
    const bytes = urls.reduce((sum, url) => sum + file(url).bytes, 0);
    const previous = routes.get(route);
    const budgetKb = kind === "staff" ? null : FIRST_LOAD_JS_KB;
    if (!previous || bytes > previous.bytes) {
      routes.set(route, {
        route,
        kind,
        pages: (previous?.pages ?? 0) + 1,
        example: publicPath,
        bytes,
        budgetKb,
        scripts: urls.length,
      });
    } else {
      previous.pages++;
    }
  }
  return [...routes.values()].sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Prerendered path (with its locale) → page file, from the build's prerender manifest; pages
 * without data (static 404/500, staff pages) are missing and fall back to their path.
 * @param {string} distDir
 * @returns {Map<string, string>}
 */
function prerenderedRoutes(distDir) {
  /** @type {Map<string, string>} */
  const routes = new Map();
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
    for (const [pagePath, entry] of Object.entries(manifest.routes ?? {})) {
      const source = /** @type {{ srcRoute?: string | null }} */ (entry).srcRoute;
      routes.set(pagePath, source ?? withoutLocale(pagePath));
    }
  } catch {
    // no manifest: every page falls back to its own path
  }
  return routes;
}

/** @param {string} pagePath a page's path in the build, locale first @returns {string} */
const withoutLocale = (pagePath) => pagePath.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, "") || "/";

/** @param {string} html @returns {string | null} the page file, from the page's __NEXT_DATA__ (pages that hydrate) */
function nextPage(html) {
  const json = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return null;
  try {
    return JSON.parse(json).page ?? null;
  } catch {
    return null;
  }
}
