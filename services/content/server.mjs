#!/usr/bin/env node
// @ts-check
/**
 * Local Prismic-compatible content service.
 * CLI: `node services/content/server.mjs` (environment variables: see docs/content-service.md).
 * Library: `import { startContentService } from "services/content/server.mjs"`.
 */
import path from "node:path";
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
  /** @type {Awaited<ReturnType<typeof startContentService>> | null} */
  let service = null;
  let stopping = false;
  const stop = (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    const forced = setTimeout(() => process.exit(0), 3_000);
    forced.unref();
    const closing = service ? service.close() : Promise.resolve();
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
    const options = optionsFromEnv(process.env, { defaultContentDir: DEFAULT_CONTENT_DIR });
    service = await startContentService(options);
    if (stopping) {
      await service.close();
      return;
    }
    const publicBase = options.publicUrl ?? service.url;
    process.stdout.write(
      `${MESSAGE_PREFIX}${publicBase}/api/v2 (${service.documentCount()} documents, master ref ${service.masterRef()})\n`,
    );
  } catch (error) {
    const message = /** @type {Error} */ (error).message ?? String(error);
    process.stderr.write(`${message.startsWith(MESSAGE_PREFIX) ? message : MESSAGE_PREFIX + message}\n`);
    process.exit(1);
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) await main();
