/**
 * `npm run test:e2e`: builds both sites against the local content service, serves them on their
 * ports (DESIGN §6), runs the Playwright suite in Chromium, then stops everything it started.
 * Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts`).
 */
import path from "node:path";
import { startProcess, stopAll, stopAllOnSignals } from "./lib/processes.mjs";
import { ROOT, buildSites, checkPorts, serveSites, startContentService } from "./lib/sites.mjs";
import { findChromium } from "./lib/chromium.mjs";

stopAllOnSignals();

const chromium = findChromium();
if (!chromium) process.exit(1);

let code = 1;
try {
  await checkPorts();
  await startContentService({ quiet: true });
  if (!process.argv.includes("--no-build")) await buildSites({ quiet: !process.env.E2E_VERBOSE });
  await serveSites({ quiet: !process.env.E2E_VERBOSE });
  const args = process.argv.slice(2).filter((arg) => arg !== "--no-build");
  const runner = startProcess("playwright", process.execPath, [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", ...args], {
    env: { CHROMIUM_PATH: chromium },
  });
  code = await runner.exited;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
}
process.exit(code);
