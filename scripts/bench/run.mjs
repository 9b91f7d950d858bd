// @ts-check
/**
 * `npm run bench`: builds the es site against the local content service and prints one Markdown
 * table of first-load JavaScript, island code, Lighthouse, focus → hydrated, throughput, build time
 * and memory, and content requests per page, each against its budget (docs/performance.md). Exits 1
 * when a budget is missed. Uses its own ports (3400–3411) and build directories (.next-bench*),
 * removed at the end unless BENCH_KEEP=1. BENCH_LIGHTHOUSE_RUNS (default 3) sets the Lighthouse
 * runs per page, BENCH_WAKE_RUNS (default 5) the focus → hydrated runs per island, and BENCH_PARTS
 * (default all: search,js,scan,lighthouse,wake,throughput,10k) which parts run; `search` runs first and
 * needs no build (BENCH_PARTS=search runs it alone), the others run after the seed build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "../lib/chromium.mjs";
import { requireFreePorts, startProcess, stopAll, stopAllOnSignals, waitForUrl } from "../lib/processes.mjs";
import { ROOT } from "../lib/sites.mjs";
import * as budgets from "./budgets.mjs";
import { uidsOfType } from "./contentApi.mjs";
import { countContentRequests, notPrerenderedUids } from "./contentRequests.mjs";
import { measureFirstLoadJs } from "./firstLoadJs.mjs";
import { measureIslandCode, readEnhanceManifest } from "./islandCode.mjs";
import { measureIslandWake } from "./islandWake.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { measuredBuild } from "./measuredBuild.mjs";
import {
  MINIMAL_APP_DIR,
  MINIMAL_DIST_DIR,
  MINIMAL_ROUTED_DIST_DIR,
  buildMinimalNext,
  serveMinimalNext,
} from "./minimalNext.mjs";
import { ensureNginx, serveHtmlWithNginx } from "./nginx.mjs";
import { kb, markdownTable, mib, ms, percent } from "./report.mjs";
import { LOAD, measureThroughput } from "./throughput.mjs";
import { MOBILE_PROFILE_SUMMARY } from "./mobileProfile.mjs";
import { measureSearchAt10k, measureSeedSearch } from "./searchBench.mjs";
import { measureFirstSearch, measurePublishing, publishingRows } from "./publishingBench.mjs";
import { measureUnknownPaths, unknownPathsRows } from "./unknownPathsBench.mjs";
import { createClient } from "@redis/client";

const PORTS = {
  site: 3400,
  nginx: 3402,
  minimal: 3403,
  site10k: 3404,
  minimalRouted: 3405,
  content: 3410,
  content10k: 3411,
  searchContent: 3412,
  searchContent10k: 3413,
  freshSite10k: 3406,
  cacheRedis10k: 3414,
  stateRedis10k: 3415,
  scanSite: 3407,
  scanRedis: 3416,
};
const DIST = { seed: ".next-bench", synthetic: ".next-bench-10k" };
const SYNTHETIC_DOCUMENTS = 10_000;
/** The 10k site's publishing webhook secret (the bench posts the webhook itself). */
const BENCH_WEBHOOK_SECRET = "bench-webhook-secret";
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const WAKE_RUNS = Number(process.env.BENCH_WAKE_RUNS || 5);
const ALL_PARTS = ["search", "js", "scan", "lighthouse", "wake", "throughput", "10k"];
/** Random unknown paths the `scan` part requests. */
const SCAN_PATHS = 10_000;
const PARTS = new Set((process.env.BENCH_PARTS || ALL_PARTS.join(",")).split(",").map((part) => part.trim()));
for (const part of PARTS)
  if (!ALL_PARTS.includes(part))
    throw new Error(`BENCH_PARTS: unknown part "${part}" (parts: ${ALL_PARTS.join(", ")})`);

stopAllOnSignals(() => cleanUp());

/** @type {import("./report.mjs").Row[]} */
const rows = [];
/** @type {string[]} */
const notes = [];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));

/**
 * The es site's environment: this bench's content service, its own origin, no tag manager; the
 * support chat on the contact page, so Lighthouse measures its "Chat" button as a visitor sees it
 * before asking for it (no request may go to the chat's provider: lighthouse.mjs).
 */
const siteEnv = (/** @type {number} */ contentPort, /** @type {number} */ sitePort) => ({
  // The explicit local mode (src/config/environment.ts): the local services' defaults apply.
  SITE_MODE: "local",
  SITE_COUNTRY: "es",
  PRISMIC_API_ENDPOINT: `http://localhost:${contentPort}/api/v2`,
  PRISMIC_REPOSITORY_NAME: "",
  PRISMIC_CONTENT_REF: "",
  SITE_URL_ES: `http://localhost:${sitePort}`,
  TAG_MANAGER_ID: "",
  SUPPORT_CHAT_KEY: "bench-chat-key-0001",
  SUPPORT_CHAT_PAGES: "/contacto",
});

/**
 * A redis-server process (from PATH) on a port, once it answers. @param {number} port @param {string[]} options
 * @returns its URL
 */
async function startRedis(port, options) {
  startProcess(
    `redis:${port}`,
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", ...options],
    { quiet: true },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = createClient({ url });
  client.on("error", () => undefined);
  for (let attempt = 0; ; attempt++) {
    try {
      await client.connect();
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await client.quit();
  return url;
}

/**
 * Two Redis servers as production runs them: the cache, 96 MiB with allkeys-lru, and the forms'
 * state with noeviction. @returns the site's REDIS_URL and REDIS_STATE_URL
 */
async function startRedisPair() {
  const [REDIS_URL, REDIS_STATE_URL] = await Promise.all([
    startRedis(PORTS.cacheRedis10k, ["--maxmemory", "96mb", "--maxmemory-policy", "allkeys-lru"]),
    startRedis(PORTS.stateRedis10k, []),
  ]);
  return { REDIS_URL, REDIS_STATE_URL };
}

/** @param {number} port @param {Record<string, string>} env */
async function startContent(port, env = {}) {
  const child = startProcess(`content:${port}`, process.execPath, [path.join(ROOT, "services/content/server.mjs")], {
    env: {
      CONTENT_SERVICE_PORT: String(port),
      CONTENT_SERVICE_HOST: "127.0.0.1",
      CONTENT_WATCH: "0",
      CONTENT_WEBHOOK_URLS: "",
      ...env,
    },
    quiet: true,
  });
  await waitForUrl(`http://localhost:${port}/api/v2`, { process: child, timeoutMs: 120_000 });
  return child;
}

/**
 * `next start` of a build, once it answers `readyPath` below 500 (a load balancer's readiness probe
 * is `/api/ready`, which answers 503 while the search indexes load); `readyMs` from the spawn.
 * @param {string} distDir @param {number} port @param {Record<string, string>} env
 * @param {string} [readyPath]
 */
async function startSite(distDir, port, env, readyPath = "/site.webmanifest") {
  const started = performance.now();
  const child = startProcess(`site:${port}`, process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    env: { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    quiet: true,
  });
  /** @type {string[]} */
  const lines = [];
  child.stdout?.on("data", (/** @type {Buffer} */ chunk) => lines.push(...String(chunk).split("\n")));
  await waitForUrl(`http://localhost:${port}${readyPath}`, { process: child, timeoutMs: 120_000 });
  return Object.assign(child, { readyMs: performance.now() - started, lines });
}

/**
 * SIGTERM, then SIGKILL after 10 s: a site still regenerating every public path after the layout
 * webhook may not end on SIGTERM alone.
 * @param {import("node:child_process").ChildProcess & { exited?: Promise<number> }} child
 */
async function stop(child) {
  const kill = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
  };
  kill("SIGTERM");
  const timer = setTimeout(() => kill("SIGKILL"), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/**
 * The site's browser-script manifest as this build left it: public/_enhance/manifest.json is
 * shared by every build of the checkout, so it must still name the entry the build's pages load.
 * @param {string} distDir
 */
function manifestOfBuild(distDir) {
  const manifest = readEnhanceManifest(ROOT);
  const home = fs.readFileSync(path.join(distDir, "server/pages/es-es.html"), "utf8");
  const entry = /<script type="module" src="(\/_enhance\/[^"]+)"/.exec(home)?.[1];
  if (entry !== manifest.entry)
    throw new Error(
      `public/_enhance/manifest.json names ${manifest.entry} but the build's pages load ${entry}: another build rewrote it; run the bench again`,
    );
  return manifest;
}

/** @param {string} url */
async function pageHtml(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function cleanUp() {
  if (process.env.BENCH_KEEP === "1") return;
  for (const dir of [
    path.join(ROOT, DIST.seed),
    path.join(ROOT, DIST.synthetic),
    path.join(MINIMAL_APP_DIR, MINIMAL_DIST_DIR),
    path.join(MINIMAL_APP_DIR, MINIMAL_ROUTED_DIST_DIR),
    workDir,
  ]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  await requireFreePorts(Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [`bench ${name}`, port])));
  if (PARTS.has("search")) {
    console.log(`Search: indexes at the seed size and with ${SYNTHETIC_DOCUMENTS} synthetic documents…`);
    const seedService = await startContent(PORTS.searchContent);
    rows.push(...(await measureSeedSearch(`http://localhost:${PORTS.searchContent}/api/v2`)));
    await stop(seedService);
    const syntheticService = await startContent(PORTS.searchContent10k, {
      CONTENT_SYNTHETIC_DOCUMENTS: String(SYNTHETIC_DOCUMENTS),
    });
    rows.push(...(await measureSearchAt10k(`http://localhost:${PORTS.searchContent10k}/api/v2`, SYNTHETIC_DOCUMENTS)));
    await stop(syntheticService);
    if (PARTS.size === 1) return printReport();
  }
  const chromePath = findChromium();
  if (!chromePath) throw new Error("Lighthouse needs a Chromium");
  if (PARTS.has("throughput")) ensureNginx();

  // 1. The seed build: time, memory, the content requests it made, first-load JS.
  console.log("Seed content: building the es site…");
  const content = await startContent(PORTS.content);
  const contentUrl = `http://localhost:${PORTS.content}`;
  await fetch(`${contentUrl}/__admin/log`, { method: "DELETE" });
  const seedBuild = await measuredBuild({
    label: "build es (seed)",
    distDir: DIST.seed,
    env: siteEnv(PORTS.content, PORTS.site),
  });
  const seedDist = path.join(ROOT, DIST.seed);
  const buildRequests = /** @type {{ path: string }[]} */ (
    await (await fetch(`${contentUrl}/__admin/log`)).json()
  ).filter((e) => e.path.includes("/api/v2")).length;
  const prerendered = fs
    .readdirSync(path.join(seedDist, "server/pages"), { recursive: true })
    .filter((f) => String(f).endsWith(".html")).length;
  const enhanceManifest = manifestOfBuild(seedDist);

  const minimalBuild = PARTS.has("js") || PARTS.has("throughput") ? await buildMinimalNext() : null;
  const routedEnv = siteEnv(PORTS.content, PORTS.minimalRouted);
  if (PARTS.has("throughput")) await buildMinimalNext({ siteRouting: true, siteEnv: routedEnv });

  if (PARTS.has("js")) {
    const minimalJs = measureFirstLoadJs(path.join(MINIMAL_APP_DIR, MINIMAL_DIST_DIR)).find((r) => r.route === "/");
    for (const route of measureFirstLoadJs(seedDist)) {
      rows.push({
        area: "first-load JS (gzip)",
        what: `${route.route} (${route.kind}, ${route.scripts} scripts)`,
        measured: kb(route.bytes),
        budget: route.budgetKb === null ? "" : `≤ ${route.budgetKb} KB`,
        ok: route.budgetKb === null ? null : route.bytes <= route.budgetKb * 1000,
      });
    }
    if (minimalJs)
      rows.push({
        area: "first-load JS (gzip)",
        what: "minimal Next.js page (framework floor)",
        measured: kb(minimalJs.bytes),
        budget: "",
        ok: null,
      });

    // Island code: what each form loads once woken.
    for (const island of measureIslandCode(enhanceManifest, { root: ROOT })) {
      rows.push({
        area: "island code (gzip, on use)",
        what: `${island.island} (${island.files} files, ${kb(island.firstLoadBytes)} of them already in first load)`,
        measured: kb(island.bytes),
        budget: `≤ ${budgets.ISLAND_CODE_KB} KB`,
        ok: island.bytes <= budgets.ISLAND_CODE_KB * 1000,
      });
      if (island.unlisted.length)
        notes.push(
          `island ${island.island}: files imported statically but missing from public/_enhance/manifest.json (counted) — ${island.unlisted.join(", ")}`,
        );
    }
  }

  // What a scanner leaves in the shared cache: one instance, one Redis (noeviction, docs/deploy.md).
  if (PARTS.has("scan")) {
    console.log(`Shared cache: ${SCAN_PATHS.toLocaleString("en")} random unknown paths…`);
    const REDIS_URL = await startRedis(PORTS.scanRedis, ["--maxmemory", "96mb", "--maxmemory-policy", "noeviction"]);
    const scanSite = await startSite(DIST.seed, PORTS.scanSite, {
      ...siteEnv(PORTS.content, PORTS.scanSite),
      REDIS_URL,
    });
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const scan = await measureUnknownPaths({
      siteUrl: `http://localhost:${PORTS.scanSite}`,
      redis: /** @type {any} */ (redis),
      paths: SCAN_PATHS,
    });
    rows.push(...unknownPathsRows(scan, SCAN_PATHS));
    await redis.quit();
    await stop(scanSite);
  }

  const seed = { build: seedBuild, prerendered, contentRequests: buildRequests };
  if (!["lighthouse", "wake", "throughput"].some((part) => PARTS.has(part))) {
    await stop(content);
    return report(seed, minimalBuild);
  }

  // 2. Lighthouse on the served seed build.
  const site = await startSite(DIST.seed, PORTS.site, siteEnv(PORTS.content, PORTS.site));
  const siteUrl = `http://localhost:${PORTS.site}`;
  const product = (await uidsOfType(contentUrl, "product", { pageSize: 1 })).uids[0];
  const productPath = `/nuestros-productos/${product}`;
  if (PARTS.has("lighthouse")) {
    /** @type {{ name: string, url: string }[]} */
    const lighthousePages = [];
    for (const page of budgets.LIGHTHOUSE_PAGES) {
      const pagePath =
        page.path ??
        `${page.section}${(await uidsOfType(contentUrl, /** @type {string} */ (page.firstOfType), { pageSize: 1 })).uids[0]}`;
      lighthousePages.push({ name: page.name, url: `${siteUrl}${pagePath}` });
    }
    console.log(`Lighthouse (${LIGHTHOUSE_RUNS} runs per page)…`);
    for (const page of await runLighthouse(lighthousePages, { chromePath, runs: LIGHTHOUSE_RUNS })) {
      const path_ = new URL(page.url).pathname;
      for (const [category, min] of Object.entries(budgets.LIGHTHOUSE_MIN)) {
        rows.push({
          area: "Lighthouse (mobile)",
          what: `${page.name} ${path_}: ${category}`,
          measured: String(page.scores[category]),
          budget: `≥ ${min}`,
          ok: page.scores[category] >= min,
        });
      }
      rows.push({
        area: "Lighthouse (mobile)",
        what: `${page.name}: LCP · TBT · CLS`,
        measured: `${ms(page.lcpMs)} · ${ms(page.tbtMs)} · ${page.cls.toFixed(3)}`,
        budget: "",
        ok: null,
      });
      if (page.failedAudits.length)
        notes.push(`Lighthouse ${page.name}: audits below 100 % — ${page.failedAudits.join(", ")}`);
    }
  }

  // 3. Focus → hydrated: each island woken by a focus, cold, on the throttled mobile profile.
  if (PARTS.has("wake")) {
    console.log(`Focus → hydrated (${WAKE_RUNS} cold runs per island)…`);
    for (const result of await measureIslandWake({
      siteUrl,
      pages: budgets.ISLAND_WAKE_PAGES,
      islandFiles: enhanceManifest.islands,
      chromePath,
      runs: WAKE_RUNS,
    })) {
      rows.push({
        area: "focus → hydrated (mobile)",
        what: `${result.island} on ${result.path} (form in view, page settled, its code downloaded ahead, not run)`,
        measured: ms(result.medianWakeMs),
        budget: `≤ ${budgets.ISLAND_WAKE_MS} ms`,
        ok: result.medianWakeMs <= budgets.ISLAND_WAKE_MS,
      });
      rows.push({
        area: "focus → hydrated (mobile)",
        what: `${result.island}: every run`,
        measured: `${result.wakeMs.map((value) => Math.round(value)).join(", ")} ms`,
        budget: "",
        ok: null,
      });
    }
    // For comparison, the worst case: focused before the island's code was asked for.
    for (const result of await measureIslandWake({
      siteUrl,
      pages: budgets.ISLAND_COLD_WAKE_PAGES,
      islandFiles: enhanceManifest.islands,
      chromePath,
      runs: WAKE_RUNS,
    })) {
      const focus = result.focusAt === "load" ? "focus right after load" : "focus at DOMContentLoaded";
      rows.push({
        area: "focus → hydrated (mobile)",
        what: `${result.island} on ${result.path} (worst case: ${focus}, code not yet asked for)`,
        measured: `${ms(result.medianWakeMs)} · code arrived ${ms(result.medianCodeMs)}`,
        budget: "",
        ok: null,
      });
    }
  }

  if (!PARTS.has("throughput")) {
    await stop(site);
    await stop(content);
    return report(seed, minimalBuild);
  }

  // 4. Throughput: the product page from next start, its HTML from nginx, the minimal Next.js page.
  console.log(`Throughput (autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s each)…`);
  const nginx = await serveHtmlWithNginx({
    html: await pageHtml(`${siteUrl}${productPath}`),
    port: PORTS.nginx,
    workDir,
  });
  const minimal = await serveMinimalNext(PORTS.minimal);
  const minimalRouted = await serveMinimalNext(PORTS.minimalRouted, { siteRouting: true, siteEnv: routedEnv });
  const productRun = await measureThroughput("product page, next start", `${siteUrl}${productPath}`);
  const nginxRun = await measureThroughput("same HTML, nginx (ceiling)", `http://127.0.0.1:${PORTS.nginx}/`);
  const minimalRun = await measureThroughput("minimal Next.js page (floor)", `http://localhost:${PORTS.minimal}/`);
  const sameSizeRun = await measureThroughput(
    "minimal Next.js page, product page's size",
    `http://localhost:${PORTS.minimal}/same-size`,
  );
  const routedRun = await measureThroughput(
    "minimal Next.js page, with the site's i18n, rewrites, redirects and headers",
    `http://localhost:${PORTS.minimalRouted}/`,
  );
  for (const run of [productRun, nginxRun, minimalRun, sameSizeRun, routedRun]) {
    rows.push({
      area: "throughput",
      what: run.name,
      measured: `${Math.round(run.requestsPerSecond)} req/s · p50 ${run.p50Ms} ms · p99 ${run.p99Ms} ms · ${kb(run.bytesPerRequest)}/answer`,
      budget: "",
      ok: run.non2xx === 0 && run.errors === 0 ? null : false,
    });
    if (run.non2xx || run.errors) notes.push(`${run.name}: ${run.non2xx} non-2xx answers, ${run.errors} errors`);
  }
  const ratioMinimal = productRun.requestsPerSecond / minimalRun.requestsPerSecond;
  rows.push({
    area: "throughput",
    what: "product page / minimal Next.js page",
    measured: percent(ratioMinimal),
    budget: `≥ ${percent(budgets.MIN_THROUGHPUT_RATIO_VS_MINIMAL)}`,
    ok: ratioMinimal >= budgets.MIN_THROUGHPUT_RATIO_VS_MINIMAL,
  });
  rows.push({
    area: "throughput",
    what: "product page / minimal page of the same size",
    measured: percent(productRun.requestsPerSecond / sameSizeRun.requestsPerSecond),
    budget: "",
    ok: null,
  });
  rows.push({
    area: "throughput",
    what: "product page / minimal page with the site's routing configuration",
    measured: percent(productRun.requestsPerSecond / routedRun.requestsPerSecond),
    budget: "",
    ok: null,
  });
  rows.push({
    area: "throughput",
    what: "minimal page with the site's routing configuration / bare minimal page",
    measured: percent(routedRun.requestsPerSecond / minimalRun.requestsPerSecond),
    budget: "",
    ok: null,
  });
  rows.push({
    area: "throughput",
    what: "product page / nginx",
    measured: percent(productRun.requestsPerSecond / nginxRun.requestsPerSecond),
    budget: "",
    ok: null,
  });
  await Promise.all([stop(site), stop(nginx), stop(minimal), stop(minimalRouted)]);
  await stop(content);
  return report(seed, minimalBuild);
}

/**
 * @typedef {{ build: { seconds: number, peakRssBytes: number }, prerendered: number, contentRequests: number }} SeedBuild
 */

/**
 * The 10,000-document build (when BENCH_PARTS has it), then the table and the missed budgets.
 * @param {SeedBuild} seed
 * @param {{ seconds: number, peakRssBytes: number } | null} minimalBuild
 * @returns {Promise<number>} the exit code
 */
async function report(seed, minimalBuild) {
  rows.push({
    area: "build (es)",
    what: `seed content (${seed.prerendered} pages prerendered)`,
    measured: `${seed.build.seconds.toFixed(1)} s · peak ${mib(seed.build.peakRssBytes)}`,
    budget: "",
    ok: null,
  });
  if (PARTS.has("10k")) await measure10k(seed);
  if (minimalBuild)
    rows.push({
      area: "build (es)",
      what: "minimal Next.js app",
      measured: `${minimalBuild.seconds.toFixed(1)} s · peak ${mib(minimalBuild.peakRssBytes)}`,
      budget: "",
      ok: null,
    });
  return printReport();
}

/**
 * The 10,000-document build, then pages rendered on demand and their content requests.
 * @param {SeedBuild} seed
 */
async function measure10k(seed) {
  // 5. The 10,000-document build, then pages rendered on demand and their content requests.
  console.log(`${SYNTHETIC_DOCUMENTS} synthetic documents: building the es site…`);
  // A throwaway copy of the content: the publishing measurement edits a document.
  const contentCopy = path.join(workDir, "content-10k");
  fs.cpSync(path.join(ROOT, "content"), contentCopy, { recursive: true });
  const redirectPaths = addRedirectRows(contentCopy, REDIRECT_ROWS);
  const content10k = await startContent(PORTS.content10k, {
    CONTENT_SYNTHETIC_DOCUMENTS: String(SYNTHETIC_DOCUMENTS),
    CONTENT_DIR: contentCopy,
  });
  const content10kUrl = `http://localhost:${PORTS.content10k}`;
  const build10k = await measuredBuild({
    label: "build es (10k)",
    distDir: DIST.synthetic,
    env: siteEnv(PORTS.content10k, PORTS.site10k),
  });
  const prerendered10k = fs
    .readdirSync(path.join(ROOT, DIST.synthetic, "server/pages"), { recursive: true })
    .filter((f) => String(f).endsWith(".html")).length;
  const buildRatio = build10k.seconds / seed.build.seconds;
  rows.push({
    area: "build (es)",
    what: `${SYNTHETIC_DOCUMENTS.toLocaleString("en")} more documents (${prerendered10k} pages prerendered; ${/^search snapshot: .*$/m.exec(build10k.output)?.[0] ?? "no search snapshot written"})`,
    measured: `${build10k.seconds.toFixed(1)} s · peak ${mib(build10k.peakRssBytes)}`,
    budget: "",
    ok: null,
  });
  rows.push({
    area: "build (es)",
    what: "10k build time / seed build time",
    measured: `${buildRatio.toFixed(2)}×`,
    budget: `≤ ${budgets.MAX_BUILD_TIME_RATIO_10K}×`,
    ok: buildRatio <= budgets.MAX_BUILD_TIME_RATIO_10K,
  });

  // Production's shape: a cache Redis (96 MiB, allkeys-lru) and the forms' state Redis (noeviction).
  const redisEnv = await startRedisPair();
  const site10kEnv = {
    ...siteEnv(PORTS.content10k, PORTS.site10k),
    ...redisEnv,
    PRISMIC_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
  };
  const site10k = await startSite(DIST.synthetic, PORTS.site10k, site10kEnv);
  /** @type {string[]} the site's log lines (the webhook's mapping reports its content requests there) */
  const site10kLog = [];
  for (const stream of [site10k.stdout, site10k.stderr]) {
    let partial = "";
    stream?.on("data", (/** @type {Buffer} */ chunk) => {
      const lines = (partial + String(chunk)).split("\n");
      partial = lines.pop() ?? "";
      site10kLog.push(...lines);
    });
  }
  // At start-up the instance loads its build's search index and sitemap; the per-page request
  // counts below wait for that to end (/api/ready).
  for (let waited = 0; waited < 300; waited++) {
    const ready = await fetch(`http://localhost:${PORTS.site10k}/api/ready`).catch(() => null);
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await fetch(`http://localhost:${PORTS.site10k}/sitemap.xml`).catch(() => null);
  const dist10k = path.join(ROOT, DIST.synthetic);
  const [onDemandProduct] = await notPrerenderedUids({
    serviceUrl: content10kUrl,
    distDir: dist10k,
    type: "product",
    pageDir: "products",
  });
  const [onDemandArticle] = await notPrerenderedUids({
    serviceUrl: content10kUrl,
    distDir: dist10k,
    type: "health_article",
    pageDir: "health",
  });
  const [onDemandNews] = await notPrerenderedUids({
    serviceUrl: content10kUrl,
    distDir: dist10k,
    type: "news_article",
    pageDir: "news",
  });
  const pages = [
    { page: "product", path: `/nuestros-productos/${onDemandProduct}` },
    { page: "health article", path: `/nuestros-consejos-de-salud/${onDemandArticle}` },
    { page: "news item", path: `/noticias/${onDemandNews}` },
    { page: "products listing, page 12", path: "/nuestros-productos/pagina/12" },
    { page: "health listing, page 12", path: "/nuestros-consejos-de-salud/pagina/12" },
    { page: "news listing, page 12", path: "/noticias/pagina/12" },
  ];
  for (const result of await countContentRequests({
    siteUrl: `http://localhost:${PORTS.site10k}`,
    serviceUrl: content10kUrl,
    pages,
  })) {
    const ok = result.status === 200 && result.requests <= budgets.MAX_CONTENT_REQUESTS_PER_PAGE;
    rows.push({
      area: "content requests",
      what: `${result.page}, rendered on demand (10k)`,
      measured: result.status === 200 ? String(result.requests) : `HTTP ${result.status}`,
      budget: `≤ ${budgets.MAX_CONTENT_REQUESTS_PER_PAGE}`,
      ok,
    });
  }
  // Editors' redirects (issue 43): REDIRECT_ROWS rows; the first answer reads the table, the others none.
  for (const [index, from] of redirectPaths.entries()) {
    const started = performance.now();
    const [result] = await countContentRequests({
      siteUrl: `http://localhost:${PORTS.site10k}`,
      serviceUrl: content10kUrl,
      pages: [{ page: "redirect", path: from }],
    });
    const ms = performance.now() - started;
    rows.push({
      area: "content requests",
      what: `editors' redirect ${index === 0 ? "first after start" : "another row"} (${REDIRECT_ROWS.toLocaleString("en")} rows, 10k; ms incl. the log read)`,
      measured: `${result.status} · ${result.requests} · ${Math.round(ms)} ms`,
      budget: `308 · ≤ ${budgets.MAX_CONTENT_REQUESTS_PER_PAGE}`,
      ok: result.status === 308 && result.requests <= budgets.MAX_CONTENT_REQUESTS_PER_PAGE,
    });
  }
  rows.push({
    area: "content requests",
    what: "seed build, per prerendered page (incl. getStaticPaths)",
    measured: (seed.contentRequests / seed.prerendered).toFixed(2),
    budget: "",
    ok: null,
  });

  // 9. Publishing, sitemap and a fresh instance's first search (issue 30).
  console.log("10k: publishing webhook, sitemap, a fresh instance's first search…");
  const redis = createClient({ url: redisEnv.REDIS_URL });
  await redis.connect();
  const publishing = await measurePublishing({
    siteUrl: `http://localhost:${PORTS.site10k}`,
    serviceUrl: content10kUrl,
    contentDir: contentCopy,
    secret: BENCH_WEBHOOK_SECRET,
    lines: site10kLog,
    redis: /** @type {any} */ (redis),
  });
  await redis.quit();
  await stop(site10k);
  if (process.env.BENCH_SITE_LOG) fs.writeFileSync(process.env.BENCH_SITE_LOG, site10kLog.join("\n"));
  // A fresh instance behind a load balancer: it gets visitors once /api/ready answers 200.
  const fresh = await startSite(
    DIST.synthetic,
    PORTS.freshSite10k,
    { ...siteEnv(PORTS.content10k, PORTS.freshSite10k), ...redisEnv, PRISMIC_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET },
    "/api/ready",
  );
  const firstSearch = await measureFirstSearch(`http://localhost:${PORTS.freshSite10k}`);
  const snapshotLoad = fresh.lines.find((line) => line.includes("loaded from its snapshot")) ?? "";
  console.log(
    `10k: a fresh instance ready after ${(fresh.readyMs / 1000).toFixed(1)} s, first search ${Math.round(firstSearch.firstSearchMs)} ms${snapshotLoad ? ` (${snapshotLoad})` : ""}`,
  );
  rows.push(...publishingRows({ ...publishing, ...firstSearch, freshReadyMs: fresh.readyMs, snapshotLoad }, budgets));
  await stop(fresh);
  await stop(content10k);
}

/** Rows of the editors' redirects document the 10k run adds (issue 43). */
const REDIRECT_ROWS = 5_000;

/**
 * Adds `count` rows to the es-es redirects document of a content copy (`/nuestros-productos/antiguo-<n>`
 * → the products landing); returns three of their from-paths.
 * @param {string} contentDir
 * @param {number} count
 */
function addRedirectRows(contentDir, count) {
  const file = path.join(contentDir, "documents", "redirects", "redirects.es-es.json");
  const document = JSON.parse(fs.readFileSync(file, "utf8"));
  for (let n = 1; n <= count; n++) {
    document.data.rows.push({
      from_path: `/nuestros-productos/antiguo-${n}`,
      target: { link_type: "Any" },
      target_path: "/nuestros-productos",
      temporary: false,
    });
  }
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  return [1, Math.ceil(count / 2), count].map((n) => `/nuestros-productos/antiguo-${n}`);
}

/** Prints the table, its notes and the missed budgets. @returns {number} the exit code */
function printReport() {
  const missed = rows.filter((row) => row.ok === false);
  const parts = PARTS.size === ALL_PARTS.length ? "" : ` (BENCH_PARTS=${[...PARTS].join(",")})`;
  console.log(
    `\n## npm run bench — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, Node ${process.version}${parts}\n`,
  );
  console.log(markdownTable(rows));
  if (PARTS.size > 1 || !PARTS.has("search"))
    console.log(
      `\nThroughput: autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s after a ${LOAD.warmupSeconds} s warm-up, loopback, no compression. Lighthouse: median of ${LIGHTHOUSE_RUNS} runs by performance score. Focus → hydrated: median of ${WAKE_RUNS} cold runs, ${MOBILE_PROFILE_SUMMARY}.`,
    );
  if (notes.length) console.log(`\n### Notes\n\n${notes.map((note) => `- ${note}`).join("\n")}`);
  if (missed.length) {
    console.log(
      `\n### Budgets missed (${missed.length})\n\n${missed.map((row) => `- ${row.area}: ${row.what} — ${row.measured}, budget ${row.budget}`).join("\n")}`,
    );
    return 1;
  }
  console.log("\nEvery budget met.");
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`, process.env.BENCH_DEBUG ? error : "");
} finally {
  await stopAll();
  cleanUp();
}
process.exit(code);
