// @ts-check
import path from "node:path";
import { readJsonOr, modelFiles, writeJsonAtomic } from "./json-files.mjs";
import { invalid, notFound, WriteApiError } from "./write-errors.mjs";

/**
 * Prismic's Custom Types API (what Slice Machine's "Push" and `@prismicio/custom-types-client`
 * use), stored in the content directory: `customtypes/<id>/index.json` and
 * `slices/<id>/model.json`. Inserting a custom type also declares it in `repository.json` `types`
 * (with its label), so the Content API and the Migration API know it.
 *
 * Routes (under the service's `/customtypes-api`): `GET customtypes`, `GET customtypes/<id>`,
 * `POST customtypes/insert` (201; 409 when the id exists), `POST customtypes/update` (204; 404
 * when it does not), and the same under `slices`.
 */

const ID = /^[a-z0-9_-]{1,60}$/i;

/**
 * @typedef {{ root: string, afterChange: () => Promise<unknown> }} CustomTypesContext
 * @typedef {{ status: number, json?: unknown }} WriteResult
 */

/**
 * @param {string} method
 * @param {string[]} parts path segments after `/customtypes-api`
 * @param {() => Promise<Record<string, any>>} body
 * @param {CustomTypesContext} context
 * @returns {Promise<WriteResult>}
 */
export async function handleCustomTypes(method, parts, body, context) {
  const [collection, action, ...rest] = parts;
  if ((collection !== "customtypes" && collection !== "slices") || rest.length > 0) throw notFound(`no route ${parts.join("/")}`);
  const kind = collection === "customtypes" ? CUSTOM_TYPES : SLICES;
  if (method === "GET" && action === undefined) return { status: 200, json: await listModels(context.root, kind) };
  if (method === "GET" && action !== undefined) {
    const model = await readModel(context.root, kind, action);
    if (!model) throw notFound(`no ${kind.noun} "${action}"`);
    return { status: 200, json: model };
  }
  if (method === "POST" && (action === "insert" || action === "update")) {
    const model = await body();
    kind.validate(model);
    const existing = await readModel(context.root, kind, model.id);
    if (action === "insert" && existing) throw new WriteApiError(409, `${kind.noun} "${model.id}" already exists`);
    if (action === "update" && !existing) throw notFound(`no ${kind.noun} "${model.id}"`);
    await writeJsonAtomic(modelFile(kind, context.root, model.id), model);
    if (kind === CUSTOM_TYPES) await declareType(context.root, model.id, model.label);
    await context.afterChange();
    return { status: action === "insert" ? 201 : 204 };
  }
  throw new WriteApiError(405, `${method} not allowed on ${parts.join("/")}`);
}

/**
 * @typedef {{ noun: string, dir: string, name: string, validate: (model: Record<string, any>) => void }} ModelKind
 */

/** Where a model of a kind is stored: `<root>/<dir>/<id>/<name>`. @param {ModelKind} kind @param {string} root @param {string} id */
const modelFile = (kind, root, id) => path.join(root, kind.dir, id, kind.name);

/** @type {ModelKind} */
const CUSTOM_TYPES = {
  noun: "custom type",
  dir: "customtypes",
  name: "index.json",
  validate: (model) => {
    requireId(model);
    if (typeof model.label !== "string" || model.label === "") throw invalid('a custom type needs a "label"');
    if (typeof model.repeatable !== "boolean") throw invalid('a custom type needs "repeatable" (true or false)');
    if (model.json === null || typeof model.json !== "object" || Array.isArray(model.json)) throw invalid('a custom type needs "json" (its tabs)');
  },
};

/** @type {ModelKind} */
const SLICES = {
  noun: "shared slice",
  dir: "slices",
  name: "model.json",
  validate: (model) => {
    requireId(model);
    if (model.type !== "SharedSlice") throw invalid('a shared slice needs "type": "SharedSlice"');
    if (typeof model.name !== "string" || model.name === "") throw invalid('a shared slice needs a "name"');
    if (!Array.isArray(model.variations) || model.variations.length === 0) throw invalid('a shared slice needs at least one of "variations"');
  },
};

/** @param {Record<string, any>} model */
function requireId(model) {
  if (typeof model.id !== "string" || !ID.test(model.id)) throw invalid('"id" must be 1 to 60 letters, digits, "-" or "_"');
}

/**
 * @param {string} root
 * @param {ModelKind} kind
 */
async function listModels(root, kind) {
  const files = await modelFiles(path.join(root, kind.dir), kind.name);
  return Promise.all(files.map((file) => readJsonOr(file, null)));
}

/**
 * @param {string} root
 * @param {ModelKind} kind
 * @param {string} id
 */
async function readModel(root, kind, id) {
  if (!ID.test(id)) return null;
  return readJsonOr(modelFile(kind, root, id), null);
}

/**
 * Adds (or relabels) a type in repository.json, keeping everything else as written.
 * @param {string} root
 * @param {string} id
 * @param {string} label
 */
async function declareType(root, id, label) {
  const file = path.join(root, "repository.json");
  const config = await readJsonOr(file, null);
  if (!config) throw new WriteApiError(500, "repository.json is missing");
  if (config.types?.[id] === label) return;
  config.types = { ...config.types, [id]: label };
  await writeJsonAtomic(file, config);
}
