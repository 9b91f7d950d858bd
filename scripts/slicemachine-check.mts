/**
 * npm run test:slicemachine [-- --screenshots <dir>]
 *
 * The real Slice Machine (`start-slicemachine`, offline and logged out) beside a production build of
 * the es site: opens the Hero slice's simulator page in Chromium, checks that the slice renders in
 * the simulator frame (the site's `/slice-simulator`) and that an edit typed in Slice Machine's
 * editor panel shows in the frame. Not part of `npm test`: Slice Machine's first screen waits for
 * its telemetry lookups to give up offline (about 40 s here), and a build takes minutes when
 * `.next-es` (`npm start`'s es build) is missing. With `--screenshots`, writes the screenshots
 * docs/editors.md shows: the two of the simulator, and the redirects document as the content
 * service serves it and its model in Slice Machine.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "@playwright/test";
import { COUNTRIES } from "@/config/countries.ts";
import { LOCAL_PORTS, localOrigin } from "@/config/localPorts.ts";
import { findChromium } from "@scripts/lib/chromium.mjs";
import { requireFreePorts, startProcess, stopAll, waitForUrl } from "@scripts/lib/processes.mjs";
import { ROOT, buildSite, removeBuild, startContentService, startSite, tearDown } from "@tests/system/stack.ts";

const { values } = parseArgs({ options: { screenshots: { type: "string" } } });

/** The slice and variation simulated, its mock's title, and what the test types instead. */
const SLICE = { library: "./src/slices", name: "Hero", variation: "default" };
const MOCK_TITLE = "Cuidamos de tu salud con el rigor de un laboratorio farmacéutico";
const EDITED_TITLE = "Cuidamos de tu salud desde 1987";
/** Slice Machine offline: its first screen waits for telemetry lookups that cannot succeed. */
const SLICE_MACHINE_TIMEOUT_MS = 240_000;

const sitePort = COUNTRIES.es.localPort; // slicemachine.config.json's localSliceSimulatorURL
const contentPort = LOCAL_PORTS.contentService;
const sliceMachine = localOrigin(LOCAL_PORTS.sliceMachine);
const simulatorPage = `${sliceMachine}/slices/${SLICE.library.replaceAll("/", "--")}/${SLICE.name}/${SLICE.variation}/simulator`;

let failed = false;
const prebuilt = fs.existsSync(path.join(ROOT, ".next-es", "prerender-manifest.json"));
const distDir = prebuilt ? ".next-es" : ".next-slicemachine";
try {
  await requireFreePorts({
    "es site": sitePort,
    "content service": contentPort,
    "Slice Machine": LOCAL_PORTS.sliceMachine,
  });
  await startContentService(contentPort, path.join(ROOT, "content"));
  if (!prebuilt) {
    console.log("building the es site…");
    await buildSite("es", distDir, contentPort);
  }
  await startSite(distDir, sitePort, contentPort);
  const slicemachine = startProcess("slicemachine", path.join(ROOT, "node_modules/.bin/start-slicemachine"), [], {
    quiet: true,
  });
  await waitForUrl(sliceMachine, { process: slicemachine, timeoutMs: 120_000 });

  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    const started = Date.now();
    await page.goto(simulatorPage);
    const frame = page.frameLocator(`iframe[src="${localOrigin(sitePort)}/slice-simulator"]`);
    const title = frame.getByRole("heading", { level: 1 });
    await title.waitFor({ timeout: SLICE_MACHINE_TIMEOUT_MS });
    const shown = (await title.textContent())?.trim();
    if (shown !== MOCK_TITLE) throw new Error(`the frame shows «${shown}», not the mock's title «${MOCK_TITLE}»`);
    console.log(`the Hero slice renders in Slice Machine's simulator frame (${Date.now() - started} ms after opening)`);

    // Slice Machine opens its editor panel once the frame has answered.
    const field = page.locator('.editor [contenteditable][aria-label="Titular"]');
    await field.waitFor({ timeout: 60_000 });
    if (values.screenshots)
      await page.screenshot({ path: path.join(values.screenshots, "slicemachine-simulator.png") });
    await field.click();
    await page.keyboard.press("ControlOrMeta+A");
    const typed = Date.now();
    await page.keyboard.type(EDITED_TITLE);
    await frame.getByRole("heading", { level: 1, name: EDITED_TITLE }).waitFor({ timeout: 10_000 });
    console.log(`an edit in the editor panel shows in the frame ${Date.now() - typed} ms after typing started`);
    if (values.screenshots) {
      await page.screenshot({ path: path.join(values.screenshots, "slicemachine-live-edit.png") });
      await redirectsScreenshots(browser, values.screenshots);
    }
  } finally {
    await browser.close();
  }
  console.log("test:slicemachine: ok");
} catch (error) {
  failed = true;
  console.error(`test:slicemachine: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
  await tearDown();
  if (!prebuilt) removeBuild(distDir);
}
process.exit(failed ? 1 : 0);

/** The es-es redirects document as the content service serves it (Chromium's JSON view), and its model in Slice Machine. */
async function redirectsScreenshots(browser: Browser, dir: string): Promise<void> {
  const content = localOrigin(contentPort);
  const { refs } = (await (await fetch(`${content}/api/v2`)).json()) as {
    refs: { ref: string; isMasterRef: boolean }[];
  };
  const master = refs.find((ref) => ref.isMasterRef)!.ref;
  const query = encodeURIComponent('[[at(document.type,"redirects")]]');
  const json = await browser.newPage({ viewport: { width: 720, height: 900 } });
  await json.goto(`${content}/api/v2/documents/search?ref=${master}&lang=es-es&q=${query}`);
  // The JSON view's "Pretty-print" box is the first focusable element (in a closed shadow root).
  await json.keyboard.press("Tab");
  await json.keyboard.press("Space");
  await json.screenshot({ path: path.join(dir, "redirects-content-service.png"), fullPage: true });
  const model = await browser.newPage({ viewport: { width: 1000, height: 760 } });
  await model.goto(`${sliceMachine}/custom-types/redirects`);
  await model.getByText("from_path").first().waitFor({ timeout: 60_000 });
  await model.screenshot({ path: path.join(dir, "redirects-slicemachine-model.png") });
}
