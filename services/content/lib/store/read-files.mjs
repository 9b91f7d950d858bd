// @ts-check
import fs from "node:fs/promises";
import path from "node:path";
import { ContentValidationError } from "./content-error.mjs";

/**
 * Lists the files under a directory, recursively, sorted by path (missing directory → []).
 * Hidden files (dot files) are skipped.
 * @param {string} dir
 * @param {(name: string) => boolean} [accept] filter on the file name
 * @returns {Promise<string[]>} absolute paths
 */
export async function listFiles(dir, accept = () => true) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} current */
  async function walk(current) {
    let entries;
    try {
      entries = await fs.readdir(current, { withFileTypes: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && accept(entry.name)) found.push(full);
    }
  }
  await walk(dir);
  return found.sort();
}

/**
 * Reads and parses a JSON file; a syntax error becomes a ContentValidationError naming the file.
 * @param {string} file
 * @returns {Promise<{ value: unknown, bytes: Buffer }>}
 */
export async function readJsonFile(file) {
  const bytes = await fs.readFile(file);
  try {
    return { value: JSON.parse(bytes.toString("utf8")), bytes };
  } catch (error) {
    throw new ContentValidationError(file, `malformed JSON (${/** @type {Error} */ (error).message})`);
  }
}
