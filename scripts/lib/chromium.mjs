/**
 * Finds a Chromium for the browser tests (R10): CHROMIUM_PATH, then the system's
 * /usr/bin/chromium, then Playwright's own (installed on first use where the network allows).
 * The browser tests prefer Chromium's headless shell (Debian package `chromium-headless-shell`,
 * Playwright's own default for headless runs): the same engine at about a sixth less CPU.
 */
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const SYSTEM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("@playwright/test");
    const path = chromium.executablePath();
    return path && fs.existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * The path of a Chromium to drive, or null with the reason printed as one line.
 * @param {{ headlessShell?: boolean }} [options] `headlessShell`: take the headless shell when installed
 */
export function findChromium({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return null;
  }
  const candidates = headlessShell ? [HEADLESS_SHELL, ...SYSTEM_CANDIDATES] : SYSTEM_CANDIDATES;
  const system = candidates.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  const bundled = playwrightChromium();
  if (bundled) return bundled;
  const install = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "install", "chromium"], {
    stdio: "inherit",
  });
  if (install.status === 0) return playwrightChromium();
  console.error(
    "No Chromium found: install Debian's package (`sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.",
  );
  return null;
}
