// @ts-check
import { randomUUID } from "node:crypto";
import path from "node:path";
import { readJsonOr } from "./json-files.mjs";
import { toDiskData } from "./migration-data.mjs";
import { publishRelease } from "./publish.mjs";
import { shortId } from "../util/short-id.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";
import { invalid, notFound, WriteApiError } from "./write-errors.mjs";

/**
 * Prismic's Migration API, under the service's `/migration-api`:
 * - `POST documents` `{ title, type, uid?, lang, alternate_language_id?, tags?, data }` → 201
 *   `{ title, id, type, lang, uid }`: a new document in the migration release;
 * - `PUT documents/<id>` `{ title?, uid?, tags?, data }` → 200: replaces the document's content in
 *   the migration release (a published document gets a new version there);
 * - `POST migration-release/publish` → 202 `{ totalItems }`: publishes the release.
 * Refused with 400 `{ message }` naming the problem: an unknown type or language, a uid already
 * used for that type and language (published or in the release), a second document of a
 * single type, an alternate-language document that is not the same type in the master language,
 * an unknown asset or document id in `data` (with the field's path).
 */

/**
 * @typedef {{
 *   root: string,
 *   store: () => import("../store/load-store.mjs").Store,
 *   library: import("./media-library.mjs").MediaLibrary,
 *   release: import("./migration-release.mjs").MigrationRelease,
 *   reload: () => Promise<unknown>,
 * }} MigrationContext
 */

/**
 * @param {string} method
 * @param {string[]} parts
 * @param {() => Promise<Record<string, any>>} body
 * @param {MigrationContext} context
 * @returns {Promise<{ status: number, json?: unknown }>}
 */
export async function handleMigration(method, parts, body, context) {
  const [collection, id, ...rest] = parts;
  if (collection === "documents" && id === undefined && rest.length === 0 && method === "POST") {
    return { status: 201, json: await createDocument(await body(), context) };
  }
  if (collection === "documents" && id !== undefined && rest.length === 0 && method === "PUT") {
    return { status: 200, json: await updateDocument(id, await body(), context) };
  }
  if (collection === "migration-release" && id === "publish" && rest.length === 0 && method === "POST") {
    const totalItems = await publishRelease(context);
    return { status: 202, json: { totalItems } };
  }
  if (collection === "documents" || collection === "migration-release") throw new WriteApiError(405, `${method} not allowed on ${parts.join("/")}`);
  throw notFound(`no route ${parts.join("/")}`);
}

/**
 * @param {Record<string, any>} input
 * @param {MigrationContext} context
 */
async function createDocument(input, context) {
  const store = context.store();
  const releaseDocs = await context.release.list();
  const title = requireTitle(input.title);
  const { type, lang } = input;
  if (typeof type !== "string" || !Object.hasOwn(store.config.types, type)) {
    throw invalid(`type ${JSON.stringify(type)} is not a custom type of this repository (${Object.keys(store.config.types).join(", ") || "none yet: push the custom types first"})`);
  }
  if (typeof lang !== "string" || !store.config.languages.some((language) => language.id === lang)) {
    throw invalid(`lang ${JSON.stringify(lang)} is not a language of this repository (${store.config.languages.map((l) => l.id).join(", ")})`);
  }
  const model = await readJsonOr(path.join(context.root, "customtypes", type, "index.json"), null);
  const uid = readUid(input.uid, model, type);
  const all = [...store.master.documents.filter((doc) => !releaseDocs.some((r) => r.id === doc.id)), ...releaseDocs];
  const sameTypeAndLang = all.filter((doc) => doc.type === type && doc.lang === lang);
  if (model && model.repeatable === false && sameTypeAndLang.length > 0) {
    throw invalid(`"${type}" is a single type and already has a document in ${lang} (${sameTypeAndLang[0].id})`);
  }
  if (uid !== null && sameTypeAndLang.some((doc) => doc.uid === uid)) throw invalid(`uid "${uid}" is already used by a ${type} in ${lang}`);

  /** @type {string | null} */
  let alternate = null;
  if (input.alternate_language_id !== undefined && input.alternate_language_id !== null) {
    alternate = String(input.alternate_language_id);
    const master = all.find((doc) => doc.id === alternate);
    if (!master) throw invalid(`alternate_language_id "${alternate}" is not a document of this repository`);
    if (master.type !== type) throw invalid(`alternate_language_id "${alternate}" is a ${master.type}, not a ${type}`);
    if (master.lang !== store.config.masterLang) throw invalid(`alternate_language_id "${alternate}" must be a document in the master language (${store.config.masterLang})`);
    if (lang === store.config.masterLang) throw invalid(`a document in the master language (${lang}) cannot have an alternate_language_id`);
  }
  const tags = readTags(input.tags);
  const id = shortId(`migration:${randomUUID()}`);
  const data = await diskData(input.data, context, [...all.map((doc) => doc.id), id]);
  await context.release.save({ id, title, type, uid, lang, tags, alternate_language_id: alternate, data });
  return { title, id, type, lang, ...(uid !== null ? { uid } : {}) };
}

/**
 * @param {string} id
 * @param {Record<string, any>} input
 * @param {MigrationContext} context
 */
async function updateDocument(id, input, context) {
  const store = context.store();
  const releaseDocs = await context.release.list();
  const inRelease = releaseDocs.find((doc) => doc.id === id);
  const published = store.master.get(id);
  if (!inRelease && !published) throw notFound(`no document with id "${id}"`);
  const base = inRelease ?? {
    id,
    title: typeof input.title === "string" ? input.title : id,
    type: /** @type {any} */ (published).type,
    uid: /** @type {any} */ (published).uid,
    lang: /** @type {any} */ (published).lang,
    tags: /** @type {any} */ (published).tags,
    alternate_language_id: null,
    data: /** @type {any} */ (published).data,
  };
  const model = await readJsonOr(path.join(context.root, "customtypes", base.type, "index.json"), null);
  const uid = input.uid === undefined ? base.uid : readUid(input.uid, model, base.type);
  const others = [...store.master.documents, ...releaseDocs].filter((doc) => doc.id !== id && doc.type === base.type && doc.lang === base.lang);
  if (uid !== null && others.some((doc) => doc.uid === uid)) throw invalid(`uid "${uid}" is already used by a ${base.type} in ${base.lang}`);
  const allIds = [...store.master.documents.map((doc) => doc.id), ...releaseDocs.map((doc) => doc.id)];
  const updated = {
    ...base,
    title: input.title === undefined ? base.title : requireTitle(input.title),
    uid,
    tags: input.tags === undefined ? base.tags : readTags(input.tags),
    data: input.data === undefined ? base.data : await diskData(input.data, context, allIds),
  };
  await context.release.save(updated);
  return { title: updated.title, id, type: updated.type, lang: updated.lang, ...(uid !== null ? { uid } : {}) };
}

/**
 * @param {unknown} data
 * @param {MigrationContext} context
 * @param {string[]} documentIds
 */
async function diskData(data, context, documentIds) {
  if (!isPlainObject(data)) throw invalid('"data" must be an object');
  const assets = new Map((await context.library.list()).map((asset) => [asset.id, asset]));
  const ids = new Set(documentIds);
  return /** @type {Record<string, unknown>} */ (
    toDiskData(data, "data", { asset: (id) => assets.get(id), documentExists: (id) => ids.has(id) })
  );
}

/** @param {unknown} title */
function requireTitle(title) {
  if (typeof title !== "string" || title.trim() === "") throw invalid('"title" (the title editors see in the migration release) is required');
  return title;
}

/**
 * @param {unknown} uid
 * @param {Record<string, any> | null} model
 * @param {string} type
 * @returns {string | null}
 */
function readUid(uid, model, type) {
  const hasUid = model ? Object.values(model.json ?? {}).some((tab) => Object.values(tab ?? {}).some((field) => field?.type === "UID")) : uid !== undefined;
  if (uid === undefined || uid === null || uid === "") {
    if (hasUid) throw invalid(`a ${type} needs a "uid"`);
    return null;
  }
  if (typeof uid !== "string" || !/^[a-z0-9_-]+$/i.test(uid)) throw invalid('"uid" must be letters, digits, "-" or "_"');
  if (!hasUid) throw invalid(`a ${type} has no UID field; leave "uid" out`);
  return uid;
}

/** @param {unknown} tags */
function readTags(tags) {
  if (tags === undefined || tags === null) return [];
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== "string" || tag === "")) throw invalid('"tags" must be an array of non-empty strings');
  return [...new Set(tags)];
}
