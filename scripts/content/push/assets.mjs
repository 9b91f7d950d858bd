import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * The assets of a content directory and how a push recognises them in a repository's media
 * library: the asset's notes carry `content:push <path under assets/> sha256:<first 16 hex>`.
 * A file already uploaded with the same path and content is reused; a changed file is uploaded
 * again (a new asset: documents pushed from now on use it).
 */

const MARKER_PREFIX = "content:push ";

/**
 * @typedef {{ path: string, file: string, filename: string, sha: string, urlPath: string, bytes: Buffer, marker: string }} LocalAsset
 * @typedef {{ id: string, url: string, filename: string, width?: number, height?: number, notes?: string, alt?: string, credits?: string, kind: string }} RemoteAsset
 */

/**
 * Every file under `<contentDir>/assets` with its marker. `names` gives the file name to upload
 * under (the `name` its media links show), else the file's own name.
 * @param {import("../../../services/content/lib/store/asset-catalog.mjs").AssetCatalog} catalog
 * @param {Map<string, string>} names by url path
 * @returns {Promise<LocalAsset[]>}
 */
export async function localAssets(catalog, names) {
  const assets = [];
  for (const info of catalog.values()) {
    const bytes = await fs.readFile(info.file);
    const sha = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const relative = info.urlPath.slice("/assets/".length);
    assets.push({
      path: relative,
      file: info.file,
      filename: names.get(info.urlPath) ?? path.basename(info.file),
      sha,
      urlPath: info.urlPath,
      bytes,
      marker: `${MARKER_PREFIX}${relative} sha256:${sha}`,
    });
  }
  return assets;
}

/**
 * Lists a repository's media library through the Asset API (`GET assets`, 100 a page, following
 * `cursor`), with the write token. `@prismicio/client` 7.22 has no method for it.
 * @param {{ endpoint: string, repository: string, token: string }} options
 * @returns {Promise<RemoteAsset[]>}
 */
export async function listRemoteAssets({ endpoint, repository, token }) {
  /** @type {RemoteAsset[]} */
  const all = [];
  let cursor;
  for (let page = 0; page < 10_000; page += 1) {
    const url = new URL("assets", `${endpoint}/`);
    url.searchParams.set("limit", "100");
    url.searchParams.set("assetType", "all");
    if (cursor) url.searchParams.set("cursor", cursor);
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, repository, accept: "application/json" } });
    if (!response.ok) {
      const text = await response.text();
      throw new Error(`listing the media library failed (${response.status} at ${url.origin}${url.pathname}): ${text.slice(0, 300)}`);
    }
    const body = await response.json();
    all.push(...body.items);
    if (!body.cursor || body.items.length === 0) break;
    cursor = body.cursor;
  }
  return all;
}

/**
 * The remote asset that holds this exact file, if any (the newest when several do).
 * @param {LocalAsset} asset
 * @param {RemoteAsset[]} remote
 */
export function findUploaded(asset, remote) {
  return remote.find((candidate) => typeof candidate.notes === "string" && candidate.notes.split("\n").includes(asset.marker));
}

/**
 * The SHA-256 prefix (16 hex) an uploaded asset's marker gives its file, or null without a marker.
 * @param {RemoteAsset | undefined} remote
 */
export function markerSha(remote) {
  const line = (remote?.notes ?? "").split("\n").find((candidate) => candidate.startsWith(MARKER_PREFIX));
  return line ? (/ sha256:([0-9a-f]{16})$/.exec(line)?.[1] ?? null) : null;
}
