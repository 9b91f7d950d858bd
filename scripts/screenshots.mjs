/**
 * Takes full-page Chromium screenshots of the running sites for a human to look at:
 * `node --import tsx scripts/screenshots.mjs [outDir] [path …]` (default: home and a 404, every
 * country's site of the local stack, 375 and 1280 px). `SCREENSHOT_SITES=es=http://localhost:4160,co=…`
 * points at other instances (e.g. two builds to compare).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "./lib/chromium.mjs";
import { COUNTRY_CODES, localSiteUrl } from "../src/config/countries.ts";

const [outDir = "screenshots", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/", "/esta-pagina-no-existe"];
const sites = process.env.SCREENSHOT_SITES
  ? Object.fromEntries(
      process.env.SCREENSHOT_SITES.split(",").map((entry) => entry.split("=").map((part) => part.trim())),
    )
  : Object.fromEntries(COUNTRY_CODES.map((code) => [code, localSiteUrl(code)]));
const widths = [375, 1280];

const executablePath = findChromium();
if (!executablePath) process.exit(1);
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
await fs.mkdir(outDir, { recursive: true });
for (const [country, base] of Object.entries(sites)) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const target of targets) {
      await page.goto(base + target, { waitUntil: "networkidle" }).catch(() => null);
      // Scroll through the page so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle").catch(() => null);
      const name = `${country}-${width}-${target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join(outDir, name));
    }
    await page.close();
  }
}
await browser.close();
