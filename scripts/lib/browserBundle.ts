/**
 * The site's browser script (src/enhance): content pages ship no framework JavaScript on first load
 * (docs/decisions.md), so the little behaviour they need (the widgets of src/widgets: menu, video
 * facade, route memory, consent, chat, preview session; and the island loader) is one small ES module bundle, and each island (the
 * forms: React, react-hook-form and the component) is a set of chunks it imports on use. Built with
 * esbuild into public/_enhance/ by `npm run build:browser` (`--watch` in `npm run dev`), and by
 * every `next build` (next.config.ts), so a build always ships the script its pages reference.
 */
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { islandModules } from "./islandModules";

const ROOT = path.join(import.meta.dirname, "../..");
/** Where the bundle is written; served by Next from public/ at this URL prefix. */
const OUT_DIR = path.join(ROOT, "public/_enhance");
export const ENHANCE_URL_PREFIX = "/_enhance/";
/** The manifest the pages read (src/lib/enhanceScript.ts). */
const ENHANCE_MANIFEST = "public/_enhance/manifest.json";
const ENTRY = "src/enhance/index.ts";
const ISLAND_RUNTIME = "src/islands/hydrate.tsx";
/**
 * V8's explicit compile hint (Chrome 136+; other browsers read a comment): compile every function
 * of the file when it is loaded, on a background thread while it streams, rather than each one on
 * the main thread the first time it is called. Every file of the bundle runs when loaded (the
 * islands' files when the visitor shows intent, after they were downloaded ahead), so the first
 * focus in a form pays React DOM's start-up and the hydration without compiling them (issue 35).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Every file the browser loads for an island once woken up: the chunk of its component, the
 * island runtime (React DOM), and every chunk they import statically. Returns URLs.
 */
function islandFiles(metafile: esbuild.Metafile, modulePath: string): string[] {
  const outputs = Object.entries(metafile.outputs);
  const outputOf = (source: string) =>
    outputs.find(
      ([, output]) => output.entryPoint && output.entryPoint.replace(/\.tsx?$/, "") === source.replace(/\.tsx?$/, ""),
    )?.[0];
  const seen = new Set<string>();
  const visit = (file: string | undefined) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === "import-statement") visit(imported.path);
  };
  visit(outputOf(modulePath));
  visit(outputOf(ISLAND_RUNTIME));
  return [...seen].map((file) => ENHANCE_URL_PREFIX + path.basename(file));
}

/** Each island's module by the name its file gets: its component's (`ContactForm.island.tsx` → `ContactForm`). */
function islandEntryPoints(): Record<string, string> {
  return Object.fromEntries(
    Object.values(islandModules()).map((modulePath) => [
      path.basename(modulePath).replace(/\.island$/, ""),
      `./${modulePath}`,
    ]),
  );
}

/** esbuild's options; development keeps the entry's name stable so a page rendered earlier finds the rebuilt script. */
export function bundleOptions(dev: boolean): esbuild.BuildOptions & { metafile: true } {
  return {
    absWorkingDir: ROOT,
    // The islands are entry points of their own so that their files are named after their component
    // (`ContactForm-<hash>.js`), without the `.island` of their source file's name.
    entryPoints: { enhance: ENTRY, ...islandEntryPoints() },
    outdir: OUT_DIR,
    bundle: true,
    splitting: true,
    format: "esm",
    target: ["es2020"],
    platform: "browser",
    // The islands' components (src/forms/<form>/*.island.tsx) are React: JSX compiled for React 19's runtime.
    jsx: "automatic",
    minify: !dev,
    sourcemap: dev ? "inline" : false,
    entryNames: dev ? "[name]" : "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    banner: { js: COMPILE_HINT },
    define: { "process.env.NODE_ENV": JSON.stringify(dev ? "development" : "production") },
    logLevel: "warning",
  };
}

/** Writes the manifest of one build (atomically: a page rendering meanwhile never reads half of it). Returns the entry's URL. */
function writeManifest(metafile: esbuild.Metafile): string {
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === ENTRY);
  if (!entry) throw new Error("browser bundle: esbuild wrote no entry file");
  const url = ENHANCE_URL_PREFIX + path.basename(entry[0]);
  const islands = Object.fromEntries(
    Object.entries(islandModules()).map(([name, modulePath]) => [name, islandFiles(metafile, modulePath)]),
  );
  // Older files stay: a server still running an earlier build (the other country's, a test's) may reference them.
  const manifest = path.join(ROOT, ENHANCE_MANIFEST);
  // A temporary name of its own: two builds at once (npm test's round trip beside its e2e builds) never share one.
  const temporary = `${manifest}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify({ entry: url, islands }, null, 2) + "\n");
  fs.renameSync(temporary, manifest);
  return url;
}

/** Builds the bundle once (content-hashed file names, code-split lazy parts) and writes its manifest; returns the entry's URL. */
export function buildBrowserBundle({ dev = false }: { dev?: boolean } = {}): string {
  return writeManifest(esbuild.buildSync(bundleOptions(dev)).metafile);
}

/**
 * Builds the development bundle and rebuilds it on every change to its sources (`npm run dev`):
 * editing a widget needs a page reload, not a restart. Resolves to a function that stops watching.
 */
export async function watchBrowserBundle(onRebuild: (url: string) => void = () => {}): Promise<() => Promise<void>> {
  const rebuilt: esbuild.Plugin = {
    name: "manifest",
    setup(build) {
      build.onEnd((result) => {
        if (result.metafile && result.errors.length === 0) onRebuild(writeManifest(result.metafile));
      });
    },
  };
  const context = await esbuild.context({ ...bundleOptions(true), plugins: [rebuilt] });
  await context.watch();
  return () => context.dispose();
}
