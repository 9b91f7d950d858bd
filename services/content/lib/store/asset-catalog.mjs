// @ts-check
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ContentValidationError } from "./content-error.mjs";
import { listFiles } from "./read-files.mjs";

/** File extensions the asset server can read and transform as raster images. */
export const RASTER_EXTENSIONS = new Set(["jpg", "jpeg", "png", "webp", "avif", "gif", "tif", "tiff"]);

/**
 * @typedef {{ urlPath: string, file: string, name: string, size: number, width: number | null, height: number | null, isImage: boolean }} AssetInfo
 * @typedef {Map<string, AssetInfo>} AssetCatalog keyed by url path, e.g. `/assets/products/arnica.png`
 */

/**
 * Indexes `<contentDir>/assets`: size of every file, pixel size of every raster image.
 * @param {string} contentDir
 * @returns {Promise<AssetCatalog>}
 */
export async function loadAssetCatalog(contentDir) {
  const root = path.join(contentDir, "assets");
  /** @type {AssetCatalog} */
  const catalog = new Map();
  for (const file of await listFiles(root)) {
    const urlPath = `/assets/${path.relative(root, file).split(path.sep).join("/")}`;
    const { size } = await fs.stat(file);
    const isImage = RASTER_EXTENSIONS.has(extensionOf(file)) || extensionOf(file) === "svg";
    let width = null;
    let height = null;
    if (isImage) {
      try {
        const meta = await sharp(file).metadata();
        width = meta.autoOrient?.width ?? meta.width ?? null;
        height = meta.autoOrient?.height ?? meta.height ?? null;
      } catch (error) {
        throw new ContentValidationError(file, `unreadable image (${/** @type {Error} */ (error).message})`);
      }
    }
    catalog.set(urlPath, { urlPath, file, name: path.basename(file), size, width, height, isImage });
  }
  return catalog;
}

/**
 * Lower-case extension without the dot.
 * @param {string} file
 * @returns {string}
 */
export function extensionOf(file) {
  return path.extname(file).slice(1).toLowerCase();
}
