// @ts-check
import busboy from "busboy";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { ASSET_TAG_MAX, ASSET_TAG_MIN, ASSET_TEXT_MAX, assetJson } from "./media-library.mjs";
import { invalid, notFound, WriteApiError } from "./write-errors.mjs";

/**
 * Prismic's Asset API on the local media library (media-library.mjs), under the service's
 * `/asset-api`: `GET assets` (`limit` 1–100, default 50; `cursor` = the id after which to start;
 * `keyword` in filename/alt/notes/credits; `assetType`), `POST assets` (multipart `file` +
 * optional `notes`, `credits`, `alt`; 200 with the asset), `PATCH assets/<id>` (JSON metadata,
 * `tags` as tag ids), `GET tags`, `POST tags` (201). Metadata texts are limited to 500 characters
 * and tag names to 3–20, as Prismic's (400 otherwise).
 */

/** Largest upload accepted (Prismic's media library takes files up to 100 MB). */
const MAX_ASSET_BYTES = 100 * 1024 * 1024;

/**
 * @typedef {{ library: import("./media-library.mjs").MediaLibrary, publicUrl: () => string }} AssetApiContext
 */

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {string} method
 * @param {string[]} parts path segments after `/asset-api`
 * @param {URLSearchParams} query
 * @param {() => Promise<Record<string, any>>} body
 * @param {AssetApiContext} context
 * @returns {Promise<{ status: number, json?: unknown }>}
 */
export async function handleAssets(req, method, parts, query, body, context) {
  const { library } = context;
  const [collection, id, ...rest] = parts;
  if (rest.length > 0) throw notFound(`no route ${parts.join("/")}`);
  if (collection === "tags" && id === undefined) {
    if (method === "GET") return { status: 200, json: { items: Object.values((await library.read()).tags) } };
    if (method === "POST") {
      const { name } = await body();
      if (typeof name !== "string" || name.length < ASSET_TAG_MIN || name.length > ASSET_TAG_MAX) {
        throw invalid(`a tag name must be ${ASSET_TAG_MIN} to ${ASSET_TAG_MAX} characters`);
      }
      return { status: 201, json: await library.createTag(name) };
    }
  }
  if (collection === "assets" && id === undefined) {
    if (method === "GET") return { status: 200, json: await listAssets(query, context) };
    if (method === "POST") return { status: 200, json: await upload(req, context) };
  }
  if (collection === "assets" && id !== undefined && method === "PATCH") {
    const changes = await body();
    for (const key of ["notes", "credits", "alt", "filename"]) checkText(key, changes[key]);
    const { tags } = await library.read();
    if (changes.tags !== undefined && (!Array.isArray(changes.tags) || changes.tags.some((tag) => !Object.hasOwn(tags, tag)))) {
      throw invalid('"tags" must be an array of existing tag ids');
    }
    const updated = await library.update(id, changes);
    if (!updated) throw notFound(`no asset "${id}"`);
    return { status: 200, json: assetJson(updated, context.publicUrl(), tags) };
  }
  if (collection === "assets" || collection === "tags") throw new WriteApiError(405, `${method} not allowed on ${parts.join("/")}`);
  throw notFound(`no route ${parts.join("/")}`);
}

/**
 * @param {URLSearchParams} query
 * @param {AssetApiContext} context
 */
async function listAssets(query, context) {
  const limitText = query.get("limit") ?? "50";
  if (!/^\d+$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > 100) throw invalid('"limit" must be an integer from 1 to 100');
  const assetType = query.get("assetType") ?? "all";
  if (!["all", "image", "document", "audio", "video"].includes(assetType)) throw invalid(`unknown assetType "${assetType}"`);
  const keyword = (query.get("keyword") ?? "").toLowerCase();
  const cursor = query.get("cursor");
  const { tags } = await context.library.read();
  let assets = (await context.library.list()).map((asset) => assetJson(asset, context.publicUrl(), tags));
  if (assetType !== "all") assets = assets.filter((asset) => asset.kind === assetType);
  if (keyword) {
    assets = assets.filter((asset) =>
      [asset.filename, asset.alt, asset.notes, asset.credits].some((text) => typeof text === "string" && text.toLowerCase().includes(keyword)),
    );
  }
  const total = assets.length;
  if (cursor) assets = assets.filter((asset) => asset.id > cursor);
  const items = assets.slice(0, Number(limitText));
  const more = assets.length > items.length;
  return { total, items, cursor: more ? items[items.length - 1].id : undefined, missing_ids: [], is_opensearch_result: false };
}

/**
 * @param {string} key
 * @param {unknown} value
 */
function checkText(key, value) {
  if (value === undefined || value === null) return;
  if (typeof value !== "string") throw invalid(`"${key}" must be a string`);
  if (value.length > ASSET_TEXT_MAX) throw invalid(`"${key}" is longer than ${ASSET_TEXT_MAX} characters`);
}

/**
 * Reads a multipart upload into a temporary file, then adds it to the library.
 * @param {import("node:http").IncomingMessage} req
 * @param {AssetApiContext} context
 */
async function upload(req, context) {
  const type = req.headers["content-type"] ?? "";
  if (!type.startsWith("multipart/form-data")) throw invalid("the body must be multipart/form-data with a \"file\"");
  const temporary = path.join(os.tmpdir(), `content-upload-${randomUUID()}`);
  /** @type {Record<string, string>} */
  const fields = {};
  /** @type {string | null} */
  let filename = null;
  let tooLarge = false;
  /** @type {Promise<void>[]} */
  const writes = [];
  try {
    await new Promise((resolve, reject) => {
      let parser;
      try {
        parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_ASSET_BYTES, fields: 10, fieldSize: 4096 } });
      } catch (error) {
        reject(invalid(`unreadable multipart body (${/** @type {Error} */ (error).message})`));
        return;
      }
      parser.on("file", (name, stream, info) => {
        if (name !== "file") {
          stream.resume();
          return;
        }
        filename = info.filename || "file";
        stream.on("limit", () => {
          tooLarge = true;
        });
        writes.push(pipeline(stream, fs.createWriteStream(temporary)));
      });
      parser.on("field", (name, value) => {
        fields[name] = value;
      });
      parser.on("error", (error) => reject(invalid(`unreadable multipart body (${/** @type {Error} */ (error).message})`)));
      parser.on("close", () => resolve(undefined));
      req.pipe(parser);
    });
    await Promise.all(writes);
    if (tooLarge) throw new WriteApiError(413, `the file is larger than ${MAX_ASSET_BYTES} bytes`);
    if (filename === null) throw invalid('missing "file"');
    for (const key of ["notes", "credits", "alt"]) checkText(key, fields[key]);
    const asset = await context.library.add(temporary, filename, { notes: fields.notes, credits: fields.credits, alt: fields.alt });
    const { tags } = await context.library.read();
    return assetJson(asset, context.publicUrl(), tags);
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}
