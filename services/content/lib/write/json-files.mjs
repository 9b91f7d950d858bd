// @ts-check
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes JSON (2-space indent, trailing newline) through a temporary file and a rename, so a
 * reader or an interrupted process never sees half a file.
 * @param {string} file
 * @param {unknown} value
 */
export async function writeJsonAtomic(file, value) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(temporary, file);
}

/**
 * Parsed JSON of a file, or `fallback` when the file does not exist.
 * @template T
 * @param {string} file
 * @param {T} fallback
 * @returns {Promise<any>}
 */
export async function readJsonOr(file, fallback) {
  try {
    return JSON.parse(await fs.readFile(file, "utf8"));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return fallback;
    throw error;
  }
}

/**
 * The JSON files directly under `dir` or in its sub-directories named `<id>/<name>` ([] when absent).
 * @param {string} dir
 * @param {string} name e.g. `index.json`
 * @returns {Promise<string[]>}
 */
export async function modelFiles(dir, name) {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const files = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const file = path.join(dir, entry.name, name);
    if (await fs.stat(file).then(() => true, () => false)) files.push(file);
  }
  return files.sort();
}
