// @ts-check
/**
 * Focus → hydrated: how long a visitor waits, from focusing a form's first field, until its island
 * is live (`data-island-hydrated="true"`). In Chromium (Playwright) on the bench's throttled mobile
 * profile (mobileProfile.mjs, applied through the DevTools protocol), each run in a fresh browser
 * context (cold HTTP cache): the page is opened, the field is focused, and the page itself records
 * both moments with `performance.now()` (the focus, and a MutationObserver on the attribute).
 * When the field is focused (`focusAt`):
 * - "settled", the visitor's case and the budget's: after load the form is scrolled into view and
 *   the page left until its network is idle and the island's files are downloaded (what a visitor
 *   does before typing: sees the form), then focused. Nothing of the island has run by then (a run
 *   where it was hydrated before the focus is refused): the figure is React DOM's start-up, the
 *   component's and the hydration, on the throttled CPU.
 * - "domcontentloaded" / "load", the worst case: the focus comes before the island's code was
 *   asked for (a run where it was asked for earlier measures nothing and is refused), so the whole
 *   download on the throttled network is in the figure.
 */
import { chromium } from "@playwright/test";
import { MOBILE_PROFILE } from "./mobileProfile.mjs";

/**
 * @typedef {{ island: string, path: string, focusAt: "settled" | "domcontentloaded" | "load" }} WakePage
 * @typedef {{ island: string, path: string, focusAt: string, runs: number, wakeMs: number[], codeMs: number[], medianWakeMs: number, medianCodeMs: number }} WakeResult
 * @typedef {{ focusedAt: number | null, hydratedAt: number | null, focusedField: string | null, error: string | null }} PageState
 */

/**
 * Runs in the page before any of its scripts: watches the island's element for the hydrated mark
 * and offers `__islandWake.focus()`, which focuses its first field (not the honeypot) and notes when.
 * @param {{ island: string, focusAt: string }} options
 */
function instrumentPage({ island, focusAt }) {
  /** @type {PageState & { focus: () => void }} */
  const state = {
    focusedAt: null,
    hydratedAt: null,
    focusedField: null,
    error: null,
    focus() {
      const root = document.querySelector(`[data-island="${island}"]`);
      if (!root) {
        state.error = `no [data-island="${island}"] on the page`;
        return;
      }
      /** @type {HTMLElement[]} */
      const fields = [...root.querySelectorAll("input, select, textarea")].filter(
        (element) => element instanceof HTMLElement,
      );
      const field = fields.find(
        (element) =>
          element.getAttribute("type") !== "hidden" &&
          element.tabIndex !== -1 &&
          !element.closest("[aria-hidden='true']"),
      );
      if (!field) {
        state.error = "the island has no field to focus";
        return;
      }
      state.focusedAt = performance.now();
      field.focus();
      state.focusedField = document.activeElement === field ? field.id || field.getAttribute("name") : null;
      if (!state.focusedField) state.error = "the field did not take the focus";
    },
  };
  Object.assign(window, { __islandWake: state });
  new MutationObserver(() => {
    const root = document.querySelector(`[data-island="${island}"]`);
    if (state.hydratedAt === null && root instanceof HTMLElement && root.dataset.islandHydrated === "true")
      state.hydratedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-island-hydrated"] });
  if (focusAt === "domcontentloaded")
    document.addEventListener("DOMContentLoaded", () => state.focus(), { once: true });
}

/**
 * One cold run: a fresh context, the profile applied, the page opened and the field focused.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {WakePage} page
 * @param {string[]} islandFiles the island's files (URLs) from the manifest; the first is its component
 * @returns {Promise<{ wakeMs: number, codeMs: number }>}
 */
async function coldRun(browser, url, page, islandFiles) {
  const { screen, userAgent, cpuSlowdown, network } = MOBILE_PROFILE;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent,
  });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await tab.addInitScript(instrumentPage, { island: page.island, focusAt: page.focusAt });
    await tab.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (page.focusAt === "settled") {
      await tab.evaluate(
        (island) => document.querySelector(`[data-island="${island}"]`)?.scrollIntoView({ block: "center" }),
        page.island,
      );
      await tab.waitForLoadState("networkidle", { timeout: 60_000 });
      await tab.waitForFunction(
        (files) =>
          files.every((file) =>
            performance
              .getEntriesByType("resource")
              .some((entry) => new URL(entry.name).pathname === file && /** @type {any} */ (entry).responseEnd > 0),
          ),
        islandFiles,
        { timeout: 60_000, polling: 100 },
      );
    }
    if (page.focusAt === "load" || page.focusAt === "settled")
      await tab.evaluate(() => /** @type {any} */ (window).__islandWake.focus());
    await tab.waitForFunction(
      () => {
        const state = /** @type {any} */ (window).__islandWake;
        return state.error !== null || state.hydratedAt !== null;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const measured = await tab.evaluate((files) => {
      /** @type {PageState} */
      const state = /** @type {any} */ (window).__islandWake;
      const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource")).filter(
        (entry) => files.some((file) => new URL(entry.name).pathname === file),
      );
      const component = entries.find((entry) => new URL(entry.name).pathname === files[0]);
      return {
        ...state,
        componentRequestedAt: component?.startTime ?? null,
        codeArrivedAt: Math.max(...entries.map((entry) => entry.responseEnd)),
      };
    }, islandFiles);
    if (measured.error) throw new Error(`${page.path}: ${measured.error}`);
    const focusedAt = /** @type {number} */ (measured.focusedAt);
    if (page.focusAt === "settled") {
      const hydratedAt = /** @type {number} */ (measured.hydratedAt);
      if (hydratedAt < focusedAt)
        throw new Error(`${page.path}: ${page.island} was hydrated before the focus, without the visitor's intent`);
      return { wakeMs: hydratedAt - focusedAt, codeMs: Math.max(0, measured.codeArrivedAt - focusedAt) };
    }
    if (measured.componentRequestedAt !== null && measured.componentRequestedAt < focusedAt) {
      throw new Error(
        `${page.path}: ${page.island} started loading ${Math.round(focusedAt - measured.componentRequestedAt)} ms before the focus; the run measures nothing`,
      );
    }
    return {
      wakeMs: /** @type {number} */ (measured.hydratedAt) - focusedAt,
      codeMs: measured.codeArrivedAt - focusedAt,
    };
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures each page `runs` times and reports the medians.
 * @param {{ siteUrl: string, pages: WakePage[], islandFiles: Record<string, string[]>, chromePath: string, runs?: number }} options
 * @returns {Promise<WakeResult[]>}
 */
export async function measureIslandWake({ siteUrl, pages, islandFiles, chromePath, runs = 5 }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    /** @type {WakeResult[]} */
    const results = [];
    for (const page of pages) {
      const files = islandFiles[page.island];
      if (!files?.length) throw new Error(`the manifest lists no files for the island ${page.island}`);
      const wakeMs = [];
      const codeMs = [];
      for (let run = 0; run < runs; run++) {
        const measured = await coldRun(browser, `${siteUrl}${page.path}`, page, files);
        wakeMs.push(measured.wakeMs);
        codeMs.push(measured.codeMs);
      }
      results.push({ ...page, runs, wakeMs, codeMs, medianWakeMs: median(wakeMs), medianCodeMs: median(codeMs) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
