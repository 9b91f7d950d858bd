// @ts-check
/**
 * The site's browser script (src/enhance): content pages ship no framework JavaScript (docs/decisions.md,
 * "Visitor pages ship no framework JavaScript"), so the little behaviour they need (menu, newsletter,
 * video facade, route memory, consent, chat, preview session) is one small ES module bundle, built
 * with esbuild into public/_enhance/ whenever Next builds or starts in development (next.config.js).
 * Plain CommonJS so next.config.js can call it.
 */
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.join(__dirname, "../..");
/** Where the bundle is written; served by Next from public/ at this URL prefix. */
const OUT_DIR = path.join(ROOT, "public/_enhance");
const URL_PREFIX = "/_enhance/";
const MANIFEST = path.join(ROOT, "public/_enhance/manifest.json");

/**
 * Builds the bundle (content-hashed file names, code-split lazy parts) and writes its manifest.
 * @param {{ dev?: boolean }} [options]
 * @returns {string} the entry's URL
 */
function buildEnhanceBundle({ dev = false } = {}) {
  const esbuild = require("esbuild");
  const result = esbuild.buildSync({
    absWorkingDir: ROOT,
    entryPoints: { enhance: "src/enhance/index.ts" },
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    format: "esm",
    target: ["es2020"],
    platform: "browser",
    minify: !dev,
    sourcemap: dev ? "inline" : false,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    define: { "process.env.NODE_ENV": JSON.stringify(dev ? "development" : "production") },
    logLevel: "warning",
  });
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === "src/enhance/index.ts");
  if (!entry) throw new Error("enhance bundle: esbuild wrote no entry file");
  const url = URL_PREFIX + path.basename(entry[0]);
  // Atomically, so a page rendering meanwhile never reads half a manifest. Older files stay: a
  // server still running an earlier build (the other country's, a test's) may reference them.
  fs.writeFileSync(`${MANIFEST}.tmp`, JSON.stringify({ entry: url }, null, 2) + "\n");
  fs.renameSync(`${MANIFEST}.tmp`, MANIFEST);
  return url;
}

module.exports = { buildEnhanceBundle, ENHANCE_URL_PREFIX: URL_PREFIX, ENHANCE_MANIFEST: "public/_enhance/manifest.json" };
