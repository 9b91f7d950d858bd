// @ts-check
/**
 * The framework's floor: bench/minimal-next, one static page, built and served by the same
 * Next.js as the site — bare, and with the site's routing configuration (i18n, rewrites,
 * redirects, security headers) for comparison.
 */
import path from "node:path";
import { startProcess, waitForUrl } from "../lib/processes.mjs";
import { ROOT } from "../lib/sites.mjs";
import { measuredBuild } from "./measuredBuild.mjs";

export const MINIMAL_APP_DIR = path.join(ROOT, "bench/minimal-next");
export const MINIMAL_DIST_DIR = ".next-bench-minimal";
/** The same app built with the site's routing configuration (MINIMAL_SITE_ROUTING=1). */
export const MINIMAL_ROUTED_DIST_DIR = ".next-bench-minimal-routed";
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** @param {boolean} siteRouting @param {Record<string, string>} siteEnv */
const minimalEnv = (siteRouting, siteEnv) => (siteRouting ? { ...siteEnv, MINIMAL_SITE_ROUTING: "1" } : {});

/**
 * Builds the minimal app (into bench/minimal-next/.next-bench-minimal[-routed]).
 * @param {{ siteRouting?: boolean, siteEnv?: Record<string, string> }} [options]
 */
export function buildMinimalNext({ siteRouting = false, siteEnv = {} } = {}) {
  return measuredBuild({
    label: siteRouting ? "build minimal (site routing)" : "build minimal",
    distDir: siteRouting ? MINIMAL_ROUTED_DIST_DIR : MINIMAL_DIST_DIR,
    env: minimalEnv(siteRouting, siteEnv),
    cwd: MINIMAL_APP_DIR,
  });
}

/**
 * Serves the built minimal app with `next start` on the port.
 * @param {number} port
 * @param {{ siteRouting?: boolean, siteEnv?: Record<string, string> }} [options]
 */
export async function serveMinimalNext(port, { siteRouting = false, siteEnv = {} } = {}) {
  const child = startProcess(
    siteRouting ? "minimal-routed" : "minimal",
    process.execPath,
    [NEXT_BIN, "start", "-p", String(port)],
    {
      env: {
        NEXT_DIST_DIR: siteRouting ? MINIMAL_ROUTED_DIST_DIR : MINIMAL_DIST_DIR,
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        ...minimalEnv(siteRouting, siteEnv),
      },
      cwd: MINIMAL_APP_DIR,
      quiet: true,
    },
  );
  await waitForUrl(`http://localhost:${port}/`, { process: child, timeoutMs: 60_000 });
  return child;
}
