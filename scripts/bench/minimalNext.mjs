// @ts-check
/**
 * The framework's floor: bench/minimal-next, one static page, built and served by the same
 * Next.js as the site.
 */
import path from "node:path";
import { startProcess, waitForUrl } from "../lib/processes.mjs";
import { ROOT } from "../lib/sites.mjs";
import { measuredBuild } from "./measuredBuild.mjs";

export const MINIMAL_APP_DIR = path.join(ROOT, "bench/minimal-next");
export const MINIMAL_DIST_DIR = ".next-bench-minimal";
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** Builds the minimal app (into bench/minimal-next/.next-bench-minimal). */
export function buildMinimalNext() {
  return measuredBuild({ label: "build minimal", distDir: MINIMAL_DIST_DIR, env: {}, cwd: MINIMAL_APP_DIR });
}

/** Serves the built minimal app with `next start` on the port. @param {number} port */
export async function serveMinimalNext(port) {
  const child = startProcess("minimal", process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    env: { NEXT_DIST_DIR: MINIMAL_DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    cwd: MINIMAL_APP_DIR,
    quiet: true,
  });
  await waitForUrl(`http://localhost:${port}/`, { process: child, timeoutMs: 60_000 });
  return child;
}
