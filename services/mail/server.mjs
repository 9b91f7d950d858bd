#!/usr/bin/env node
// @ts-check
/**
 * Local Mailjet-compatible mail sink.
 * CLI: `node services/mail/server.mjs` (environment variables: see docs/mail-sink.md).
 * Library: `import { startMailSink } from "services/mail/server.mjs"`.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { optionsFromEnv } from "./lib/config/env.mjs";
import { startMailSink } from "./lib/sink.mjs";
import { MESSAGE_PREFIX } from "./lib/util/message-prefix.mjs";

export { startMailSink } from "./lib/sink.mjs";
export { DEFAULT_API_KEY, DEFAULT_API_SECRET, DEFAULT_PORT } from "./lib/config/env.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
/** `<repo root>/.data/mail-sink`, the default MAIL_SINK_DATA_DIR (`.data/` is git-ignored). */
export const DEFAULT_DATA_DIR = path.resolve(here, "../../.data/mail-sink");

/**
 * Runs the sink from the environment until SIGINT/SIGTERM; exits 1 with one line on failure.
 * @returns {Promise<void>}
 */
export async function main() {
  /** @type {Awaited<ReturnType<typeof startMailSink>> | null} */
  let sink = null;
  let stopping = false;
  const stop = (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    const forced = setTimeout(() => process.exit(0), 3_000);
    forced.unref();
    const closing = sink ? sink.close() : Promise.resolve();
    closing
      .then(() => {
        process.stdout.write(`${MESSAGE_PREFIX}stopped (${signal})\n`);
        process.exit(0);
      })
      .catch(() => process.exit(1));
  };
  // Handlers first, so a signal right after the ready line is never fatal.
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  try {
    const options = optionsFromEnv(process.env, { defaultDataDir: DEFAULT_DATA_DIR });
    sink = await startMailSink(options);
    if (stopping) {
      await sink.close();
      return;
    }
    const messages = sink.messages().length;
    const contacts = sink.contacts().length;
    process.stdout.write(`${MESSAGE_PREFIX}${sink.url} (${messages} messages, ${contacts} contacts stored)\n`);
  } catch (error) {
    const message = /** @type {Error} */ (error).message ?? String(error);
    process.stderr.write(`${message.startsWith(MESSAGE_PREFIX) ? message : MESSAGE_PREFIX + message}\n`);
    process.exit(1);
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) await main();
