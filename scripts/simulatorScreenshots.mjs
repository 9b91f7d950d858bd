/**
 * The slice simulator screenshots of docs/editors.md, from the running site (`npm start`):
 * `node scripts/simulatorScreenshots.mjs [siteUrl] [outDir]` (default http://localhost:3000, docs/images).
 * Slice Machine itself needs a Prismic login, so its side is played as tests/e2e/sliceSimulator.spec.ts
 * does: @prismicio/simulator's own client on a page of Slice Machine's origin, http://localhost:9999.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { renderSliceMock } from "@prismicio/mocks";
import { findChromium } from "./lib/chromium.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const [site = "http://localhost:3000", outDir = path.join(ROOT, "docs/images")] = process.argv.slice(2);
const SLICE_MACHINE = "http://localhost:9999";
const PRISMIC = "https://laboratorios-brezo.prismic.io";
const dist = path.join(ROOT, "node_modules/@prismicio/simulator/dist");

/**
 * A slice's first variation, rendered from its mock as Slice Machine does.
 * @param {string} folder
 */
function mock(folder) {
  const dir = path.join(ROOT, "src/slices", folder);
  const model = JSON.parse(fs.readFileSync(path.join(dir, "model.json"), "utf8"));
  const [first] = JSON.parse(fs.readFileSync(path.join(dir, "mocks.json"), "utf8"));
  return renderSliceMock(model, first);
}

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
await context.route(`${SLICE_MACHINE}/**`, (route) => {
  const url = new URL(route.request().url());
  if (url.pathname.startsWith("/simulator/"))
    return route.fulfill({
      contentType: "text/javascript",
      body: fs.readFileSync(path.join(dist, url.pathname.slice(11)), "utf8"),
    });
  return route.fulfill({
    contentType: "text/html",
    body: `<!doctype html><body style="margin:0"><script type="module">
      import { SimulatorClient } from "/simulator/index.js";
      const iframe = document.createElement("iframe");
      iframe.style.cssText = "display:block;width:100vw;height:100vh;border:0";
      const client = new SimulatorClient(iframe);
      window.connected = client.connect().then(() => true);
      window.send = (slices) => client.setSliceZone(slices).then(() => true);
      iframe.src = ${JSON.stringify(`${site}/slice-simulator`)};
      document.body.append(iframe);
    </script>`,
  });
});
await context.route(`${PRISMIC}/**`, (route) =>
  route.fulfill({
    contentType: "text/html",
    body: `<!doctype html><body style="margin:0"><iframe style="display:block;width:100vw;height:100vh;border:0" src="${site}/slice-simulator"></iframe>`,
  }),
);
fs.mkdirSync(outDir, { recursive: true });

const page = await context.newPage();
await page.goto(`${SLICE_MACHINE}/`);
/** What the stand-in Slice Machine page above puts on its window. */
/** @typedef {Window & { connected: Promise<boolean>, send: (slices: unknown[]) => Promise<boolean> }} SliceMachineWindow */
await page.evaluate(() => /** @type {SliceMachineWindow} */ (/** @type {unknown} */ (window)).connected);
const frame = page.frames().find((candidate) => candidate.url().endsWith("/slice-simulator"));
if (!frame) throw new Error("the simulator's frame did not load");
/** @type {[string, string, () => Promise<void>][]} */
const shots = [
  ["Hero", "slice-simulator-hero.png", async () => {}],
  ["FaqList", "slice-simulator-faq.png", async () => frame.locator(".slice-simulator details summary").first().click()],
];
for (const [folder, name, prepare] of shots) {
  await page.evaluate(
    (slices) => /** @type {SliceMachineWindow} */ (/** @type {unknown} */ (window)).send(slices),
    [mock(folder)],
  );
  await frame.locator(".slice-simulator [data-slice-type]").first().waitFor();
  await prepare();
  await frame.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, name) });
  console.log(path.join(outDir, name));
}

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
