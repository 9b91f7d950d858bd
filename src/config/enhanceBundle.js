// @ts-check
/**
 * The site's browser script (src/enhance): content pages ship no framework JavaScript on first load
 * (docs/decisions.md), so the little behaviour they need (the widgets of src/widgets: menu, video
 * facade, route memory, consent, chat, preview session; and the island loader) is one small ES module bundle, and each island (the
 * forms: React, react-hook-form and the component) is a set of chunks it imports on use. Built with
 * esbuild into public/_enhance/ whenever Next builds or starts in development (next.config.js).
 * Plain CommonJS so next.config.js can call it.
 */
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.join(__dirname, "../..");
/** Where the bundle is written; served by Next from public/ at this URL prefix. */
const OUT_DIR = path.join(ROOT, "public/_enhance");
const URL_PREFIX = "/_enhance/";
const MANIFEST = path.join(ROOT, "public/_enhance/manifest.json");
const ENTRY = "src/enhance/index.ts";
const ISLAND_REGISTRY = "src/islands/registry.ts";
const ISLAND_RUNTIME = "src/islands/hydrate.tsx";

/**
 * The islands of the registry as `name → module path`, read from its source (its `import()` calls
 * must stay literal for esbuild to split them; tests/unit/islands.test.tsx checks this reads them all).
 * @returns {Record<string, string>}
 */
function islandModules() {
  const source = fs.readFileSync(path.join(ROOT, ISLAND_REGISTRY), "utf8");
  /** @type {Record<string, string>} */
  const modules = {};
  for (const match of source.matchAll(/"([a-z-]+)":\s*\(\)\s*=>\s*import\("@\/([^"]+)"\)/g)) modules[match[1]] = `src/${match[2]}`;
  return modules;
}

/**
 * Every file the browser loads for an island once woken up: the chunk of its component, the
 * island runtime (React DOM), and every chunk they import statically.
 * @param {import("esbuild").Metafile} metafile
 * @param {string} modulePath the island component's source path, without extension
 * @returns {string[]} URLs
 */
function islandFiles(metafile, modulePath) {
  const outputs = Object.entries(metafile.outputs);
  const outputOf = (/** @type {string} */ source) => outputs.find(([, output]) => output.entryPoint && output.entryPoint.replace(/\.tsx?$/, "") === source.replace(/\.tsx?$/, ""))?.[0];
  const seen = new Set();
  const visit = (/** @type {string | undefined} */ file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(outputOf(modulePath));
  visit(outputOf(ISLAND_RUNTIME));
  return [...seen].map((file) => URL_PREFIX + path.basename(file));
}

/**
 * Builds the bundle (content-hashed file names, code-split lazy parts) and writes its manifest.
 * @param {{ dev?: boolean }} [options]
 * @returns {string} the entry's URL
 */
function buildEnhanceBundle({ dev = false } = {}) {
  const esbuild = require("esbuild");
  const result = esbuild.buildSync({
    absWorkingDir: ROOT,
    entryPoints: { enhance: ENTRY },
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    format: "esm",
    target: ["es2020"],
    platform: "browser",
    // The islands' components (src/components/forms) are React: JSX compiled for React 19's runtime.
    jsx: "automatic",
    minify: !dev,
    sourcemap: dev ? "inline" : false,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    define: { "process.env.NODE_ENV": JSON.stringify(dev ? "development" : "production") },
    logLevel: "warning",
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === ENTRY);
  if (!entry) throw new Error("enhance bundle: esbuild wrote no entry file");
  const url = URL_PREFIX + path.basename(entry[0]);
  const islands = Object.fromEntries(Object.entries(islandModules()).map(([name, modulePath]) => [name, islandFiles(result.metafile, modulePath)]));
  // Atomically, so a page rendering meanwhile never reads half a manifest. Older files stay: a
  // server still running an earlier build (the other country's, a test's) may reference them.
  fs.writeFileSync(`${MANIFEST}.tmp`, JSON.stringify({ entry: url, islands }, null, 2) + "\n");
  fs.renameSync(`${MANIFEST}.tmp`, MANIFEST);
  return url;
}

module.exports = { buildEnhanceBundle, islandModules, ENHANCE_URL_PREFIX: URL_PREFIX, ENHANCE_MANIFEST: "public/_enhance/manifest.json" };
