// @ts-check
import fs from "node:fs";

/** How many entries the in-memory log keeps (oldest dropped first). */
const MAX_LOG_ENTRIES = 10_000;

/**
 * A local service's request log: the last entries in memory and, optionally, every entry as a
 * JSON line appended to a file. What an entry holds is the service's (never bodies or credentials).
 * @template E
 */
export class RequestLog {
  /**
   * @param {{ file?: string | null, messagePrefix?: string }} [options] `messagePrefix` starts the
   *   line printed when the file cannot be written ("content service: ")
   */
  constructor({ file = null, messagePrefix = "" } = {}) {
    /** @type {E[]} */
    this.list = [];
    /** @type {fs.WriteStream | null} */
    this.stream = file ? fs.createWriteStream(file, { flags: "a" }) : null;
    this.stream?.on("error", (error) => {
      process.stderr.write(`${messagePrefix}request log ${file}: ${error.message}\n`);
      this.stream = null;
    });
  }

  /** @param {E} entry */
  add(entry) {
    this.list.push(entry);
    if (this.list.length > MAX_LOG_ENTRIES) this.list.splice(0, this.list.length - MAX_LOG_ENTRIES);
    this.stream?.write(`${JSON.stringify(entry)}\n`);
  }

  /** @returns {E[]} a copy, oldest first */
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
 * Measures one answer for the request log: calls `record` once it is over with the time it
 * ended, its status and its duration in ms (one decimal). With `countDropped`, a connection closed
 * before the answer was complete is recorded too, with status 0; without, it is not recorded.
 * @param {import("node:http").ServerResponse} res
 * @param {{ countDropped: boolean }} options
 * @param {(answer: { time: string, status: number, durationMs: number }) => void} record
 */
export function whenAnswered(res, { countDropped }, record) {
  const started = performance.now();
  res.on(countDropped ? "close" : "finish", () => {
    record({
      time: new Date().toISOString(),
      status: countDropped && !res.writableFinished ? 0 : res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
}
