import fs from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import * as customTypes from "@prismicio/custom-types-client";

/**
 * The project's models: custom types (`customtypes/<id>/index.json`) and shared slices
 * (`<slice library>/<Name>/model.json`, libraries from slicemachine.config.json).
 * @param {string} root project root
 * @returns {Promise<{ customTypes: Record<string, any>[], slices: Record<string, any>[] }>}
 */
async function readProjectModels(root) {
  const config = JSON.parse(await fs.readFile(path.join(root, "slicemachine.config.json"), "utf8"));
  const customTypeFiles = await filesNamed(path.join(root, "customtypes"), "index.json");
  /** @type {string[]} */
  const libraries = config.libraries ?? [];
  const sliceFiles = (await Promise.all(libraries.map((library) => filesNamed(path.join(root, library), "model.json")))).flat();
  const read = async (/** @type {string} */ file) => JSON.parse(await fs.readFile(file, "utf8"));
  return { customTypes: await Promise.all(customTypeFiles.map(read)), slices: await Promise.all(sliceFiles.map(read)) };
}

/**
 * @param {string} dir
 * @param {string} name
 */
async function filesNamed(dir, name) {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const files = [];
  for (const entry of entries) {
    const file = path.join(dir, entry.name, name);
    if (entry.isDirectory() && (await fs.stat(file).then(() => true, () => false))) files.push(file);
  }
  return files.sort();
}

/**
 * Pushes the models through the Custom Types API (`@prismicio/custom-types-client`): inserts
 * the missing ones, updates the ones that differ, leaves equal ones alone. Shared slices first,
 * since custom types refer to them.
 * @param {{ repository: string, token: string, endpoint: string, root: string, log: (line: string) => void }} options
 * @returns {Promise<Record<"customTypes" | "slices", { created: number, updated: number, unchanged: number }>>}
 */
export async function pushModels({ repository, token, endpoint, root, log }) {
  const client = customTypes.createClient({ repositoryName: repository, token, endpoint });
  const local = await readProjectModels(root);
  const slices = await sync("shared slice", local.slices, await client.getAllSharedSlices(), {
    insert: (model) => client.insertSharedSlice(model),
    update: (model) => client.updateSharedSlice(model),
  }, log);
  const types = await sync("custom type", local.customTypes, await client.getAllCustomTypes(), {
    insert: (model) => client.insertCustomType(model),
    update: (model) => client.updateCustomType(model),
  }, log);
  return { customTypes: types, slices };
}

/**
 * @param {string} noun
 * @param {Record<string, any>[]} local
 * @param {Record<string, any>[]} remote
 * @param {{ insert: (model: any) => Promise<unknown>, update: (model: any) => Promise<unknown> }} api
 * @param {(line: string) => void} log
 */
async function sync(noun, local, remote, api, log) {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const remoteById = new Map(remote.map((model) => [model.id, model]));
  for (const model of local) {
    const existing = remoteById.get(model.id);
    try {
      if (!existing) {
        await api.insert(model);
        counts.created += 1;
        log(`${noun} ${model.id}: created`);
      } else if (!isDeepStrictEqual(comparable(existing), comparable(model))) {
        await api.update(model);
        counts.updated += 1;
        log(`${noun} ${model.id}: updated`);
      } else {
        counts.unchanged += 1;
      }
    } catch (error) {
      throw new Error(`${noun} ${model.id}: ${/** @type {Error} */ (error).message}`, { cause: error });
    }
  }
  return counts;
}

/**
 * A model without the keys Prismic adds on its side (hash, timestamps), for comparison.
 * @param {Record<string, any>} model
 */
function comparable(model) {
  const { hash: _hash, createdAt: _c, lastUpdated: _u, ...rest } = model;
  return JSON.parse(JSON.stringify(rest));
}
