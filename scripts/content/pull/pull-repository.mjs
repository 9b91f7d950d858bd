import fs from "node:fs/promises";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { loadStore } from "../../../services/content/server.mjs";
import { fileUrls, toDiskDocument } from "./to-disk.mjs";

/**
 * `npm run content:pull`: a repository's published documents (every locale; or a release's
 * content) and the files they use, written as a content directory the local service serves
 * (`CONTENT_DIR=<dir> npm start`): repository.json (languages, types), documents/<type>/<uid or
 * type>.<lang>.json, assets/<file>. Translations share an `alternate_group` (the id of their
 * master-language document). The directory is checked by loading it as the service would.
 *
 * @param {{
 *   repository: string, documentAPIEndpoint: string, accessToken?: string, release?: string,
 *   outDir: string, force?: boolean, log?: (line: string) => void,
 * }} options
 * @returns {Promise<{ documents: number, assets: number }>}
 */
export async function pull(options) {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`));
  const client = prismic.createClient(options.repository, { documentAPIEndpoint: options.documentAPIEndpoint, accessToken: options.accessToken });
  const repository = await client.getRepository();
  if (options.release) {
    const ref = repository.refs.find((candidate) => !candidate.isMasterRef && (candidate.id === options.release || candidate.label === options.release));
    if (!ref) {
      const releases = repository.refs.filter((candidate) => !candidate.isMasterRef).map((candidate) => `${candidate.id} (${candidate.label})`);
      throw new Error(`no release "${options.release}" in ${options.repository} (releases: ${releases.join(", ") || "none"})`);
    }
    client.queryContentFromRef(ref.ref);
  }
  await prepareDirectory(options.outDir, options.force ?? false);

  const documents = await client.dangerouslyGetAll({ lang: "*" });
  log(`${documents.length} documents in ${options.release ? `release ${options.release}` : "the published content"}`);

  // Files: one download per file, named after its URL (`/assets/<path>` kept, else the last segment).
  /** @type {Map<string, string>} url → /assets/<name> */
  const files = new Map();
  const usedNames = new Set();
  for (const doc of documents) {
    for (const url of fileUrls(doc.data)) {
      if (files.has(url)) continue;
      const name = uniqueName(fileNameOf(url), usedNames);
      usedNames.add(name);
      files.set(url, `/assets/${name}`);
    }
  }
  let index = 0;
  for (const [url, local] of files) {
    index += 1;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`downloading ${url} failed: HTTP ${response.status}`);
    const target = path.join(options.outDir, ...local.split("/").filter(Boolean));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, Buffer.from(await response.arrayBuffer()));
    log(`asset ${index}/${files.size} ${local.slice("/assets/".length)}`);
  }

  const masterLang = repository.languages.find((language) => /** @type {any} */ (language).is_master)?.id ?? repository.languages[0]?.id;
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const groupOf = (/** @type {prismic.PrismicDocument} */ doc) => {
    if (doc.alternate_languages.length === 0) return null;
    const family = [doc, ...doc.alternate_languages.map((alternate) => byId.get(alternate.id) ?? alternate)];
    const master = family.find((member) => member.lang === masterLang);
    return master ? master.id : family.map((member) => member.id).sort()[0];
  };
  for (const doc of documents) {
    const file = path.join(options.outDir, "documents", doc.type, `${doc.uid ?? doc.type}.${doc.lang}.json`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const localPath = (/** @type {string} */ url) => /** @type {string} */ (files.get(url));
    await fs.writeFile(file, `${JSON.stringify(toDiskDocument(doc, localPath, groupOf(doc)), null, 2)}\n`);
  }
  const config = {
    languages: repository.languages.map((language) => ({ id: language.id, name: language.name, is_master: language.id === masterLang })),
    types: repository.types,
    releases: [],
  };
  await fs.writeFile(path.join(options.outDir, "repository.json"), `${JSON.stringify(config, null, 2)}\n`);

  const store = await loadStore(options.outDir);
  log(`done: ${store.master.size} documents and ${files.size} files in ${options.outDir} (serve them: CONTENT_DIR=${options.outDir} npm start)`);
  return { documents: store.master.size, assets: files.size };
}

/**
 * The directory must be absent or empty, unless `force` (then its documents/, assets/ and
 * repository.json are replaced).
 * @param {string} dir
 * @param {boolean} force
 */
async function prepareDirectory(dir, force) {
  const entries = await fs.readdir(dir).catch(() => null);
  if (entries && entries.length > 0) {
    if (!force) throw new Error(`${dir} is not empty (choose another --out, or add --force to replace its documents, assets and repository.json)`);
    for (const name of ["documents", "assets", "repository.json"]) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  }
  await fs.mkdir(dir, { recursive: true });
}

/**
 * `/assets/products/x.jpg` → `products/x.jpg` (the local service's layout); any other URL → its
 * last path segment (Prismic's `<id>_<name>`).
 * @param {string} url
 */
function fileNameOf(url) {
  const { pathname } = new URL(url);
  const decoded = pathname.split("/").map((segment) => decodeURIComponent(segment));
  const assetsAt = decoded.indexOf("assets");
  const parts = assetsAt >= 0 && assetsAt < decoded.length - 1 ? decoded.slice(assetsAt + 1) : [decoded[decoded.length - 1] || "file"];
  return parts.map((part) => part.replace(/[\\:*?"<>|\u0000-\u001f]/g, "").replace(/^\.+/, "") || "file").join("/");
}

/**
 * @param {string} name
 * @param {Set<string>} used
 */
function uniqueName(name, used) {
  if (!used.has(name)) return name;
  const extension = path.posix.extname(name);
  for (let n = 2; ; n += 1) {
    const candidate = `${name.slice(0, name.length - extension.length)}-${n}${extension}`;
    if (!used.has(candidate)) return candidate;
  }
}
