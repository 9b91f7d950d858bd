/**
 * `npm run test:e2e`: builds both sites against the local content service, serves them on their
 * ports (DESIGN §6), runs the Playwright suite in Chromium, then stops everything it started.
 * Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts`).
 */
import path from "node:path";
import { startProcess, stopAll, stopAllOnSignals } from "./lib/processes.mjs";
import fs from "node:fs";
import os from "node:os";
import { ROOT, buildSites, checkPorts, serveSites, startContentService, startMailSink } from "./lib/sites.mjs";
import { findChromium } from "./lib/chromium.mjs";

stopAllOnSignals();

const chromium = findChromium();
if (!chromium) process.exit(1);

let code = 1;
try {
  await checkPorts();
  // The browser tests read what the sink received: a fresh, throwaway mailbox for each run.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-mail-"));
  await Promise.all([startContentService({ quiet: true }), startMailSink({ quiet: true, env: { MAIL_SINK_DATA_DIR: mailDir } })]);
  if (!process.argv.includes("--no-build")) await buildSites({ quiet: !process.env.E2E_VERBOSE });
  // Many submissions come from one address in the browser tests: a generous per-visitor limit.
  await serveSites({ quiet: !process.env.E2E_VERBOSE, env: { FORM_RATE_LIMIT: "1000" } });
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
