/**
 * Finds a Chromium for the browser tests (R10): CHROMIUM_PATH, then the system's
 * /usr/bin/chromium, then Playwright's own (installed on first use where the network allows).
 */
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const SYSTEM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

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

/** The path of a Chromium to drive, or null with the reason printed as one line. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return null;
  }
  const system = SYSTEM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
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
