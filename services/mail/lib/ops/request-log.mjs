// @ts-check

/** How many entries the in-memory log keeps (oldest dropped first). */
export const MAX_LOG_ENTRIES = 10_000;

/**
 * @typedef {{
 *   time: string,
 *   method: string,
 *   path: string,
 *   status: number,
 *   durationMs: number,
 *   bytes: number,
 *   fault?: string,
 *   stored?: number,
 * }} RequestLogEntry
 * `bytes` is the request body size read; `stored` how many messages or contact changes were stored.
 */

/**
 * Records the Mailjet API calls and page views in memory (never bodies or credentials).
 */
export class RequestLog {
  constructor() {
    /** @type {RequestLogEntry[]} */
    this.list = [];
  }

  /** @param {RequestLogEntry} entry */
  add(entry) {
    this.list.push(entry);
    if (this.list.length > MAX_LOG_ENTRIES) this.list.splice(0, this.list.length - MAX_LOG_ENTRIES);
  }

  /** @returns {RequestLogEntry[]} a copy, oldest first */
  entries() {
    return structuredClone(this.list);
  }

  clear() {
    this.list = [];
  }
}
