// @ts-check
/**
 * The command-line life of a local service (content service, mail sink): start it from the
 * environment, print one ready line, stop cleanly on SIGINT/SIGTERM, and on a start-up failure
 * print one line (no stack trace) and exit 1.
 */

/**
 * @template {{ close(): Promise<void> }} S
 * @param {{ prefix: string, start: () => Promise<S>, readyLine: (service: S) => string }} service
 *   `prefix`: the start of every line ("content service: "); `readyLine`: what to print once ready.
 * @returns {Promise<void>}
 */
export async function runServiceCli({ prefix, start, readyLine }) {
  /** @type {S | null} */
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
        process.stdout.write(`${prefix}stopped (${signal})\n`);
        process.exit(0);
      })
      .catch(() => process.exit(1));
  };
  // Handlers first, so a signal right after the ready line is never fatal.
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  try {
    service = await start();
    if (stopping) {
      await service.close();
      return;
    }
    process.stdout.write(`${prefix}${readyLine(service)}\n`);
  } catch (error) {
    const message = /** @type {Error} */ (error).message ?? String(error);
    process.stderr.write(`${message.startsWith(prefix) ? message : prefix + message}\n`);
    process.exit(1);
  }
}
