// @ts-check
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { extensionOf, RASTER_EXTENSIONS } from "../store/asset-catalog.mjs";
import { listFiles } from "../store/read-files.mjs";
import { shortId } from "../util/short-id.mjs";
import { readJsonOr, writeJsonAtomic } from "./json-files.mjs";

/**
 * The repository's media library: every file under `<contentDir>/assets`, with the metadata the
 * Asset API keeps (notes, credits, alt, tags, dates) in `<contentDir>/media-library.json`.
 *
 * An asset's id is the id the Content API gives an image of that file
 * (`shortId("image:/assets/<path>")`, render/assets-in-documents.mjs), so a document written with
 * an asset id reads back with the same id. Uploaded files are stored as
 * `assets/<8 characters>_<filename>`, like Prismic's CDN names (`<id>_<filename>`).
 */

/**
 * @typedef {{ notes?: string, credits?: string, alt?: string, filename?: string, tags?: string[], created_at: number, last_modified: number }} AssetMeta
 * @typedef {{ id: string, name: string, created_at: number, last_modified: number }} AssetTag
 * @typedef {{ assets: Record<string, AssetMeta>, tags: Record<string, AssetTag> }} LibraryFile
 * @typedef {{ id: string, urlPath: string, file: string, size: number, width: number | null, height: number | null, kind: "image" | "document", meta: AssetMeta | undefined }} LibraryAsset
 */

/**
 * Text limits of asset metadata (docs/requirements.md R3), the ones `@prismicio/client`'s
 * validateAssetMetadata applies before a request; the service refuses what a raw request sends
 * beyond them (tests/integration/content-tools/write-apis.test.ts).
 */
export const ASSET_TEXT_MAX = 500;
export const ASSET_TAG_MIN = 3;
export const ASSET_TAG_MAX = 20;

/**
 * The Asset API id of a file under assets/.
 * @param {string} urlPath e.g. `/assets/products/x.jpg`
 */
function assetIdOf(urlPath) {
  return shortId(`image:${urlPath}`);
}

export class MediaLibrary {
  /** @param {string} root content directory */
  constructor(root) {
    this.root = root;
    this.file = path.join(root, "media-library.json");
  }

  /** @returns {Promise<LibraryFile>} */
  async read() {
    const value = await readJsonOr(this.file, null);
    return { assets: value?.assets ?? {}, tags: value?.tags ?? {} };
  }

  /** @param {LibraryFile} library */
  async write(library) {
    await writeJsonAtomic(this.file, library);
  }

  /**
   * Every asset, ordered by id (a stable order for cursors).
   * @returns {Promise<LibraryAsset[]>}
   */
  async list() {
    const library = await this.read();
    const assetsDir = path.join(this.root, "assets");
    const files = await listFiles(assetsDir);
    const assets = await Promise.all(files.map((file) => describe(assetsDir, file, library)));
    return assets.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /**
   * @param {string} id
   * @returns {Promise<LibraryAsset | undefined>}
   */
  async get(id) {
    return (await this.list()).find((asset) => asset.id === id);
  }

  /**
   * Stores an uploaded file and its metadata.
   * @param {string} temporaryFile a file already written (moved into assets/)
   * @param {string} filename
   * @param {{ notes?: string, credits?: string, alt?: string }} meta
   * @returns {Promise<LibraryAsset>}
   */
  async add(temporaryFile, filename, meta) {
    const stored = `${shortId(`upload:${randomUUID()}`).slice(0, 8)}_${safeFilename(filename)}`;
    const target = path.join(this.root, "assets", stored);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(temporaryFile, target);
    const urlPath = `/assets/${stored}`;
    const now = Date.now();
    const library = await this.read();
    library.assets[assetIdOf(urlPath)] = { ...definedOnly(meta), filename, created_at: now, last_modified: now };
    await this.write(library);
    return describe(path.join(this.root, "assets"), target, library);
  }

  /**
   * Updates an asset's metadata; `tags` are tag ids.
   * @param {string} id
   * @param {{ notes?: string, credits?: string, alt?: string, filename?: string, tags?: string[] }} changes
   * @returns {Promise<LibraryAsset | undefined>}
   */
  async update(id, changes) {
    const asset = await this.get(id);
    if (!asset) return undefined;
    const library = await this.read();
    const now = Date.now();
    library.assets[id] = { ...library.assets[id], ...definedOnly(changes), created_at: library.assets[id]?.created_at ?? now, last_modified: now };
    await this.write(library);
    return describe(path.join(this.root, "assets"), asset.file, library);
  }

  /**
   * @param {string} name
   * @returns {Promise<AssetTag>}
   */
  async createTag(name) {
    const library = await this.read();
    const existing = Object.values(library.tags).find((tag) => tag.name === name);
    if (existing) return existing;
    const now = Date.now();
    const tag = { id: shortId(`tag:${name}`), name, created_at: now, last_modified: now };
    library.tags[tag.id] = tag;
    await this.write(library);
    return tag;
  }
}

/**
 * @param {string} assetsDir
 * @param {string} file
 * @param {LibraryFile} library
 * @returns {Promise<LibraryAsset>}
 */
async function describe(assetsDir, file, library) {
  const urlPath = `/assets/${path.relative(assetsDir, file).split(path.sep).join("/")}`;
  const id = assetIdOf(urlPath);
  const { size } = await fs.stat(file);
  const extension = extensionOf(file);
  const isImage = RASTER_EXTENSIONS.has(extension) || extension === "svg";
  let width = null;
  let height = null;
  if (isImage) {
    const meta = await sharp(file).metadata().catch(() => null);
    width = meta?.autoOrient?.width ?? meta?.width ?? null;
    height = meta?.autoOrient?.height ?? meta?.height ?? null;
  }
  return { id, urlPath, file, size, width, height, kind: isImage ? "image" : "document", meta: library.assets[id] };
}

/**
 * The Asset API's JSON for an asset.
 * @param {LibraryAsset} asset
 * @param {string} publicUrl
 * @param {LibraryFile["tags"]} tags
 */
export function assetJson(asset, publicUrl, tags) {
  const created = asset.meta?.created_at ?? 0;
  return {
    id: asset.id,
    url: `${publicUrl}${asset.urlPath}${asset.kind === "image" ? "?auto=format,compress" : ""}`,
    created_at: created,
    last_modified: asset.meta?.last_modified ?? created,
    filename: asset.meta?.filename ?? path.basename(asset.file),
    extension: extensionOf(asset.file),
    size: asset.size,
    kind: asset.kind,
    ...(asset.width !== null && asset.height !== null ? { width: asset.width, height: asset.height } : {}),
    ...(asset.meta?.notes ? { notes: asset.meta.notes } : {}),
    ...(asset.meta?.credits ? { credits: asset.meta.credits } : {}),
    ...(asset.meta?.alt ? { alt: asset.meta.alt } : {}),
    tags: (asset.meta?.tags ?? []).map((tagId) => tags[tagId]).filter(Boolean),
  };
}

/**
 * A file name safe on disk and in a URL path: no directories, no control characters, spaces as "-".
 * @param {string} filename
 */
function safeFilename(filename) {
  const base = path.basename(filename).normalize("NFC").replace(/[\\/:*?"<>|#%\u0000-\u001f]/g, "").replace(/\s+/g, "-");
  return base === "" || base.startsWith(".") ? `file${base}` : base;
}

/**
 * @template {Record<string, unknown>} T
 * @param {T} object
 * @returns {Partial<T>}
 */
function definedOnly(object) {
  return /** @type {Partial<T>} */ (Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)));
}
