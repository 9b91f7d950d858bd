#!/usr/bin/env node
// @ts-check
/**
 * Local Prismic-compatible content service.
 * CLI: `node services/content/server.mjs` (environment variables: see docs/content-service.md).
 * Library: `import { startContentService } from "services/content/server.mjs"`.
 */
import path from "node:path";
import { runServiceCli } from "../lib/run-cli.mjs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { optionsFromEnv } from "./lib/config/env.mjs";
import { startContentService } from "./lib/service.mjs";
import { MESSAGE_PREFIX } from "./lib/store/content-error.mjs";

export { startContentService } from "./lib/service.mjs";
export { loadStore } from "./lib/store/load-store.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
/** `<repo root>/content`, the default CONTENT_DIR. */
export const DEFAULT_CONTENT_DIR = path.resolve(here, "../../content");

/**
 * Runs the service from the environment until SIGINT/SIGTERM; exits 1 with one line on failure.
 * @returns {Promise<void>}
 */
export async function main() {
  const options = () => optionsFromEnv(process.env, { defaultContentDir: DEFAULT_CONTENT_DIR });
  let publicUrl = /** @type {string | undefined} */ (undefined);
  await runServiceCli({
    prefix: MESSAGE_PREFIX,
    start: () => {
      const settings = options();
      publicUrl = settings.publicUrl ?? undefined;
      return startContentService(settings);
    },
    readyLine: (service) => `${publicUrl ?? service.url}/api/v2 (${service.documentCount()} documents, master ref ${service.masterRef()})`,
  });
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) await main();
