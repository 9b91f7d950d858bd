#!/usr/bin/env node
// @ts-check
/**
 * Local Mailjet-compatible mail sink.
 * CLI: `node services/mail/server.mjs` (environment variables: see docs/mail-sink.md).
 * Library: `import { startMailSink } from "services/mail/server.mjs"`.
 */
import path from "node:path";
import { runServiceCli } from "../lib/run-cli.mjs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { optionsFromEnv } from "./lib/config/sink-env.mjs";
import { startMailSink } from "./lib/sink.mjs";
import { MESSAGE_PREFIX } from "./lib/util/message-prefix.mjs";

export { startMailSink } from "./lib/sink.mjs";
export { DEFAULT_API_KEY, DEFAULT_API_SECRET, DEFAULT_PORT } from "./lib/config/sink-env.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
/** `<repo root>/.data/mail-sink`, the default MAIL_SINK_DATA_DIR (`.data/` is git-ignored). */
export const DEFAULT_DATA_DIR = path.resolve(here, "../../.data/mail-sink");

/**
 * Runs the sink from the environment until SIGINT/SIGTERM; exits 1 with one line on failure.
 * @returns {Promise<void>}
 */
export async function main() {
  await runServiceCli({
    prefix: MESSAGE_PREFIX,
    start: () => startMailSink(optionsFromEnv(process.env, { defaultDataDir: DEFAULT_DATA_DIR })),
    readyLine: (sink) => `${sink.url} (${sink.messages().length} messages, ${sink.contacts().length} contacts stored)`,
  });
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) await main();
