// @ts-check
import fs from "node:fs";

/** How many entries the in-memory log keeps (oldest dropped first). */
export const MAX_LOG_ENTRIES = 10_000;

/**
 * @typedef {{
 *   time: string,
 *   method: string,
 *   path: string,
 *   query: Record<string, string | string[]>,
 *   status: number,
 *   durationMs: number,
 *   fault?: string,
 * }} RequestLogEntry
 */

/**
 * Records every non-admin request in memory and, optionally, as JSON lines appended to a file.
 */
export class RequestLog {
  /** @param {{ file?: string | null }} [options] */
  constructor({ file = null } = {}) {
    /** @type {RequestLogEntry[]} */
    this.list = [];
    /** @type {fs.WriteStream | null} */
    this.stream = file ? fs.createWriteStream(file, { flags: "a" }) : null;
    this.stream?.on("error", (error) => {
      process.stderr.write(`content service: request log ${file}: ${error.message}\n`);
      this.stream = null;
    });
  }

  /** @param {RequestLogEntry} entry */
  add(entry) {
    this.list.push(entry);
    if (this.list.length > MAX_LOG_ENTRIES) this.list.splice(0, this.list.length - MAX_LOG_ENTRIES);
    this.stream?.write(`${JSON.stringify(entry)}\n`);
  }

  /** @returns {RequestLogEntry[]} a copy, oldest first */
  entries() {
    return structuredClone(this.list);
  }

  /** Empties the in-memory log (the file is left alone). */
  clear() {
    this.list = [];
  }

  /** Flushes and closes the log file, if any. */
  async close() {
    const stream = this.stream;
    this.stream = null;
    if (stream) await new Promise((resolve) => stream.end(resolve));
  }
}

/**
 * A query string as an object; repeated keys become arrays (`q`).
 * @param {URLSearchParams} params
 * @returns {Record<string, string | string[]>}
 */
export function queryToObject(params) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}
