/**
 * The screenshots of the simulator's own message in docs/editors.md ("When the simulator cannot
 * connect"), from the running site (`npm start`):
 * `node scripts/simulatorScreenshots.mjs [siteUrl] [outDir]` (default http://localhost:3000, docs/images).
 * The screenshots of Slice Machine itself are taken by `npm run test:slicemachine -- --screenshots`.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "./lib/chromium.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const [site = "http://localhost:3000", outDir = path.join(ROOT, "docs/images")] = process.argv.slice(2);
const PRISMIC = "https://laboratorios-brezo.prismic.io";
const executablePath = findChromium();
if (!executablePath) process.exit(1);
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessForNavigations,BlockInsecurePrivateNetworkRequests",
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.route(`${PRISMIC}/**`, (route) =>
  route.fulfill({
    contentType: "text/html",
    body: `<!doctype html><body style="margin:0"><iframe style="display:block;width:100vw;height:100vh;border:0" src="${site}/slice-simulator"></iframe>`,
  }),
);
fs.mkdirSync(outDir, { recursive: true });

const page = await context.newPage();
// The message: framed by an origin the site does not accept (the site itself), then by Prismic without connecting.
await context.route(`${site}/frames-the-simulator`, (route) =>
  route.fulfill({
    contentType: "text/html",
    body: `<!doctype html><body style="margin:0"><iframe style="display:block;width:100vw;height:100vh;border:0" src="/slice-simulator"></iframe>`,
  }),
);
for (const [url, name] of [
  [`${site}/frames-the-simulator`, "slice-simulator-refused.png"],
  [`${PRISMIC}/`, "slice-simulator-unreachable.png"],
]) {
  await page.goto(url);
  await page.frameLocator("iframe").getByTestId("simulator-unreachable").waitFor({ timeout: 20_000 });
  await page.screenshot({ path: path.join(outDir, name) });
  console.log(path.join(outDir, name));
}
await browser.close();
