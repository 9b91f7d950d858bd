/**
 * `npm run test:e2e`: builds both sites against the local content service, serves them on the test
 * stack's ports (R10; beside a running `npm start`), runs the Playwright suite in Chromium, then stops everything it started and
 * runs the system tests (`tests/system`) and the hostile-input suite (`tests/security`) side by side
 * on the es build (`E2E_SKIP_SYSTEM=1` skips both).
 * Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/shell.spec.ts`);
 * the system and security tests then do not run.
 */
import path from "node:path";
import fs from "node:fs";
import os from "node:os";

// `npm test`'s own stack (src/config/localPorts.ts `localStack`): its ports and build folders, so
// that it runs beside `npm start`. Set before the stack's modules load; every child inherits it.
process.env.LOCAL_STACK = "test";
const { requireFreePorts, startProcess, stopAll, stopAllOnSignals } = await import("./lib/processes.mjs");
const { ROOT, SITES, STACK, buildSites, checkPorts, serveSiteCopy, serveSites, startContentService, startMailSink } =
  await import("./lib/sites.mjs");
const { findChromium } = await import("./lib/chromium.mjs");

stopAllOnSignals();

/** The release-pinned es instance of the e2e run, and the seed release it reads. */
const PINNED_SITE_PORT = STACK.pinnedSite;
const PINNED_RELEASE_LABEL = "Campaña de invierno 2026";
/**
 * Both sites run with a tag manager and a support chat, as production would; the browser tests
 * answer the vendors' URLs with local stand-ins (tests/e2e/consent.spec.ts).
 */
const THIRD_PARTY_ENV = {
  TAG_MANAGER_ID: "GTM-E2ETEST",
  SUPPORT_CHAT_KEY: "e2e-chat-key-0001",
  SUPPORT_CHAT_PAGES: "/contacto,/preguntas-frecuentes",
};

const chromium = findChromium({ headlessShell: true });
if (!chromium) process.exit(1);

let code = 1;
/** @type {string | undefined} */
let contentDir;
try {
  await checkPorts();
  await requireFreePorts({ "release-pinned es site": PINNED_SITE_PORT });
  // The browser tests read what the sink received: a fresh, throwaway mailbox for each run.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-mail-"));
  // …and edit seed documents (instant publishing): a throwaway copy of the content.
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-content-"));
  fs.cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  await Promise.all([
    startContentService({ quiet: true, env: { CONTENT_DIR: contentDir } }),
    startMailSink({ quiet: true, env: { MAIL_SINK_DATA_DIR: mailDir } }),
  ]);
  if (!process.argv.includes("--no-build")) await buildSites({ quiet: !process.env.E2E_VERBOSE, env: THIRD_PARTY_ENV });
  // Many submissions come from one address in the browser tests: a generous per-visitor limit.
  await serveSites({ quiet: !process.env.E2E_VERBOSE, env: { FORM_RATE_LIMIT: "1000", ...THIRD_PARTY_ENV } });
  // The es site once more, pinned to the seed release (PRISMIC_CONTENT_REF), for the release test.
  await serveSiteCopy(SITES[0], {
    port: PINNED_SITE_PORT,
    distDir: `${SITES[0].distDir}-release`,
    quiet: !process.env.E2E_VERBOSE,
    env: { PRISMIC_CONTENT_REF: `release-label:${PINNED_RELEASE_LABEL}`, ...THIRD_PARTY_ENV },
  });
  const args = process.argv.slice(2).filter((arg) => arg !== "--no-build");
  const runner = startProcess(
    "playwright",
    process.execPath,
    [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", ...args],
    {
      env: {
        CHROMIUM_PATH: chromium,
        E2E_CONTENT_DIR: contentDir,
        E2E_PINNED_SITE_URL: `http://localhost:${PINNED_SITE_PORT}`,
      },
    },
  );
  code = await runner.exited;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
  if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true });
}
// In `npm test`, the content round trip's last builds wait for the browser tests (scripts/test.mjs).
if (process.env.ROUND_TRIP_BUILD_GATE) fs.writeFileSync(process.env.ROUND_TRIP_BUILD_GATE, "");
// The system tests (content outage, two instances sharing Redis: tests/system) and the hostile-input
// suite (tests/security, issue 13), side by side: each serves copies of the es build just made, with
// its own content service and mail sink, on free ports; no extra build. Skipped when Playwright got
// a filter.
if (!process.argv.slice(2).some((arg) => arg !== "--no-build") && !process.env.E2E_SKIP_SYSTEM) {
  console.log("Running the system tests and the hostile-input suite on the es build…");
  const suites = ["system", "security"].map((project) =>
    startProcess(
      project,
      process.execPath,
      [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", "--project", project],
      {
        env: { SYSTEM_TEST_DIST_DIR: SITES[0].distDir },
      },
    ),
  );
  const codes = await Promise.all(suites.map((suite) => suite.exited));
  code = code || codes.find((exitCode) => exitCode !== 0) || 0;
}
process.exit(code);
