// @ts-check
/**
 * Lighthouse 13 (default config: mobile form factor, simulated slow 4G and 4× CPU slowdown) in the
 * system Chromium, headless, through chrome-launcher. Each page is audited `runs` times and the run
 * with the median performance score is kept. Only loopback addresses are visited. Lighthouse never
 * points at, focuses or types in a form, so no island runs in these figures: a form page only
 * downloads its island's files ahead, at idle (src/enhance/islands.ts).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * @typedef {{ name: string, url: string, scores: Record<string, number>, lcpMs: number, tbtMs: number, cls: number, failedAudits: string[] }} LighthouseResult
 */

/**
 * One audit; a run that Lighthouse itself could not record (e.g. NO_NAVSTART, a trace that came out
 * empty on a busy machine) is tried again, twice at most.
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  let message = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (result && !result.lhr.runtimeError) return result.lhr;
    message = result?.lhr.runtimeError?.message ?? "no result";
  }
  throw new Error(`Lighthouse could not audit ${url}: ${message}`);
}

/**
 * @param {{ name: string, url: string }[]} pages
 * @param {{ chromePath: string, runs?: number }} options
 * @returns {Promise<LighthouseResult[]>}
 */
export async function runLighthouse(pages, { chromePath, runs = 3 }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-extensions",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--metrics-recording-only",
    ],
  });
  try {
    /** @type {LighthouseResult[]} */
    const results = [];
    for (const page of pages) {
      /** @type {LighthouseResult[]} */
      const attempts = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(page.url, chrome.port);
        const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failedAudits = Object.values(lhr.categories).flatMap((category) =>
          category.id === "performance"
            ? []
            : category.auditRefs
                .filter(
                  (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1,
                )
                .map((ref) => `${category.id}: ${ref.id}`),
        );
        const consoleErrors =
          /** @type {{ items?: { description?: string, source?: string }[] } | undefined} */ (
            lhr.audits["errors-in-console"]?.details
          )?.items ?? [];
        for (const item of consoleErrors)
          failedAudits.push(`console: ${item.source ?? ""} ${String(item.description ?? "").slice(0, 160)}`);
        // The support chat loads when the visitor asks (issue 32): no request to its provider on load.
        const requests =
          /** @type {{ items?: { url?: string }[] } | undefined} */ (lhr.audits["network-requests"]?.details)?.items ??
          [];
        for (const { url = "" } of requests)
          if (/^https:\/\/[^/]*(zdassets|zendesk)\.com\//.test(url))
            failedAudits.push(`chat requested unasked: ${url}`);
        attempts.push({
          name: page.name,
          url: page.url,
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
          lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
          failedAudits,
        });
      }
      attempts.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push(attempts[Math.floor(attempts.length / 2)]);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
