// @ts-check
/**
 * Island code: for each island of public/_enhance/manifest.json (written by the build,
 * scripts/lib/browserBundle.ts), the gzip total of every file the browser loads once it wakes —
 * the manifest's files and anything they import statically that it might have missed — each file
 * once. Files the page's first-load script already imports are counted too (the island needs
 * them), and reported apart.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { staticImports } from "./firstLoadJs.mjs";

/**
 * @typedef {{ entry: string, islands: Record<string, string[]> }} EnhanceManifest
 * @typedef {{ island: string, files: number, bytes: number, firstLoadBytes: number, unlisted: string[] }} IslandCode
 */

/** @param {string} root the project folder @returns {EnhanceManifest} the manifest the last build wrote */
export function readEnhanceManifest(root) {
  return JSON.parse(fs.readFileSync(path.join(root, "public/_enhance/manifest.json"), "utf8"));
}

/**
 * @param {EnhanceManifest} manifest
 * @param {{ root: string }} options the project folder (its public/ holds the files)
 * @returns {IslandCode[]} one entry per island
 */
export function measureIslandCode(manifest, { root }) {
  /** @type {Map<string, { bytes: number, imports: string[] }>} */
  const files = new Map();
  const file = (/** @type {string} */ url) => {
    let found = files.get(url);
    if (!found) {
      const buffer = fs.readFileSync(path.join(root, "public", url));
      const imports = staticImports(buffer.toString("utf8")).map(
        (relative) => new URL(relative, `http://site${url}`).pathname,
      );
      found = { bytes: zlib.gzipSync(buffer).length, imports };
      files.set(url, found);
    }
    return found;
  };
  /** @param {string[]} urls @returns {Set<string>} the urls and every module they import statically */
  const closure = (urls) => {
    const all = new Set(urls);
    const queue = [...urls];
    while (queue.length) {
      for (const imported of file(/** @type {string} */ (queue.pop())).imports) {
        if (!all.has(imported)) {
          all.add(imported);
          queue.push(imported);
        }
      }
    }
    return all;
  };
  const firstLoad = closure([manifest.entry]);
  return Object.entries(manifest.islands).map(([island, listed]) => {
    const urls = closure(listed);
    let bytes = 0;
    let firstLoadBytes = 0;
    for (const url of urls) {
      bytes += file(url).bytes;
      if (firstLoad.has(url)) firstLoadBytes += file(url).bytes;
    }
    return {
      island,
      files: urls.size,
      bytes,
      firstLoadBytes,
      unlisted: [...urls].filter((url) => !listed.includes(url)),
    };
  });
}
