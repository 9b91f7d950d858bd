// @ts-check
/**
 * Publishing, sitemap and search cost at 10,000 documents (issue 30), against a running site and
 * its content service (a throwaway copy of content/ with CONTENT_SYNTHETIC_DOCUMENTS):
 * - the sitemap index's first request after start and the next ones (index and largest file);
 * - the publishing webhook for one product: its answer, the Content API requests its mapping made
 *   (from the site's log line), and how long until the product's page and its listing show the edit;
 * - the webhook for the navigation (a layout change): its answer, and the Content API searches of
 *   the 60 s after it (issue 39: home and the landings, nothing else);
 * - 20 one-product publishes (each a new master ref) on a site whose cache is a 96 MiB Redis
 *   with allkeys-lru: the memory its snapshots hold against one set, and the keys it evicted.
 */
import fs from "node:fs";
import path from "node:path";

const PRODUCT_FILE = "product/arnica-montana-9ch.es-es.json";
const PRODUCT_PATH = "/nuestros-productos/arnica-montana-9ch";
const PRODUCT_LISTING = "/nuestros-productos/categoria/medicamentos-unitarios";
const NAVIGATION_ID = "navigation-es-es";

/** @param {string} url @param {RequestInit} [init] */
async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

/** The Content API searches the content service logged since its log was last cleared. @param {string} serviceUrl */
async function contentSearches(serviceUrl) {
  const log = /** @type {{ path: string }[]} */ (await (await fetch(`${serviceUrl}/__admin/log`)).json());
  return log.filter((entry) => entry.path.endsWith("/documents/search")).length;
}

/** Edits the product's name, publishes it (a new master ref) and returns that ref. @param {string} serviceUrl @param {string} file @param {string} name */
async function publishProduct(serviceUrl, file, name) {
  const document = JSON.parse(fs.readFileSync(file, "utf8"));
  document.data.name = name;
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  await fetch(`${serviceUrl}/__admin/reload`, { method: "POST" });
  const refs = (await (await fetch(`${serviceUrl}/api/v2`)).json()).refs;
  return {
    id: /** @type {string} */ (document.id),
    masterRef: refs.find((/** @type {any} */ ref) => ref.isMasterRef).ref,
  };
}

/**
 * @param {{ siteUrl: string, serviceUrl: string, contentDir: string, secret: string, lines: string[], redis: import("@redis/client").RedisClientType }} options
 *   `lines`: the site's log, as it grows; `redis`: a client of the site's cache Redis
 */
export async function measurePublishing({ siteUrl, serviceUrl, contentDir, secret, lines, redis }) {
  const results = {};
  // Sitemap: the first request after start (built at start-up in the background, or now), then the next ones.
  const first = await timed(`${siteUrl}/sitemap.xml`);
  const files = [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const fileAnswers = [];
  for (const file of files) fileAnswers.push({ file, ...(await timed(`${siteUrl}${file}`)) });
  const largest = fileAnswers.sort((a, b) => b.body.length - a.body.length)[0];
  const next = [];
  for (let run = 0; run < 5; run++) {
    next.push((await timed(`${siteUrl}/sitemap.xml`)).ms, (await timed(`${siteUrl}${largest.file}`)).ms);
  }
  Object.assign(results, {
    sitemapFirstMs: first.ms,
    sitemapStatus: first.status,
    sitemapFiles: files.length,
    sitemapLargest: `${largest.file} (${[...largest.body.matchAll(/<url>/g)].length} URLs)`,
    sitemapNextMs: Math.max(...next),
  });

  // One product: edit, publish (the content service's reload makes a new master ref), webhook.
  const file = path.join(contentDir, "documents", PRODUCT_FILE);
  const original = fs.readFileSync(file, "utf8");
  const document = JSON.parse(original);
  const edited = `${document.data.name} (bench ${Date.now()})`;
  try {
    document.data.name = edited;
    fs.writeFileSync(file, JSON.stringify(document, null, 2));
    await fetch(`${serviceUrl}/__admin/reload`, { method: "POST" });
    const masterRef = (await (await fetch(`${serviceUrl}/api/v2`)).json()).refs.find(
      (/** @type {{ isMasterRef: boolean }} */ ref) => ref.isMasterRef,
    ).ref;
    const logFrom = lines.length;
    const sent = performance.now();
    const webhook = await timed(`${siteUrl}/api/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret, masterRef, documents: [document.id] }),
    });
    const live = async (/** @type {string} */ pagePath) => {
      for (;;) {
        // A connection reset under load is one more try, not the end of the measurement.
        const page = await timed(`${siteUrl}${pagePath}`).catch(() => ({ body: "" }));
        if (page.body.includes(edited.replace(/&/g, "&amp;"))) return performance.now() - sent;
        if (performance.now() - sent > 120_000) return Number.NaN;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const [pageLive, listingLive] = await Promise.all([live(PRODUCT_PATH), live(PRODUCT_LISTING)]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mapped = lines.slice(logFrom).find((line) => /revalidate: 1 document\(s\) → /.test(line)) ?? "";
    Object.assign(results, {
      productWebhookStatus: webhook.status,
      productWebhookMs: webhook.ms,
      productPageLiveMs: pageLive,
      productListingLiveMs: listingLive,
      productContentRequests: Number(/\((\d+) content requests\)/.exec(mapped)?.[1] ?? Number.NaN),
      productFirstPaths: Number(/→ (\d+) paths/.exec(mapped)?.[1] ?? Number.NaN),
    });

    // The navigation: a layout change. Eagerly only home and the landings; the rest at ISR's expiry.
    // Measured once the product's pages and its ref's sitemap are done, so that none of their reads count.
    const productSettled = () =>
      [/paths regenerated in/, /sitemap: built/].every((done) => lines.slice(logFrom).some((line) => done.test(line)));
    for (let waited = 0; waited < 600 && !productSettled(); waited++)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    await fetch(`${serviceUrl}/__admin/log`, { method: "DELETE" });
    const navLogFrom = lines.length;
    const navigation = await timed(`${siteUrl}/api/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret, masterRef, documents: [NAVIGATION_ID] }),
    });
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const navMapped = lines.slice(navLogFrom).find((line) => /revalidate: 1 document\(s\) → /.test(line)) ?? "";
    Object.assign(results, {
      navigationWebhookStatus: navigation.status,
      navigationWebhookMs: navigation.ms,
      navigationPaths: Number(/→ (\d+) paths/.exec(navMapped)?.[1] ?? Number.NaN),
      navigationSearches60s: await contentSearches(serviceUrl),
    });

    // 20 one-product publishes, each a new master ref: what the cache Redis holds after them.
    const snapshotBytes = async () => {
      let bytes = 0;
      for await (const batch of redis.scanIterator({ MATCH: "*:snapshots:*", COUNT: 1000 }))
        for (const key of Array.isArray(batch) ? batch : [batch]) bytes += (await redis.memoryUsage(key)) ?? 0;
      return bytes;
    };
    const evicted = async () => Number(/^evicted_keys:(\d+)/m.exec(await redis.info("stats"))?.[1] ?? Number.NaN);
    const oneSet = await snapshotBytes();
    const evictedBefore = await evicted();
    for (let n = 0; n < 20; n++) {
      const published = await publishProduct(serviceUrl, file, `${document.data.name} (bench publish ${n})`);
      await timed(`${siteUrl}/api/revalidate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: "api-update", secret, masterRef: published.masterRef, documents: [published.id] }),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // The last publish's sitemap and search snapshot are written once its rebuilds end.
    const settled = lines.length;
    for (let waited = 0; waited < 120 && !lines.slice(settled).some((line) => /sitemap: built/.test(line)); waited++)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    Object.assign(results, {
      snapshotSetBytes: oneSet,
      snapshotBytesAfter20: await snapshotBytes(),
      redisUsedBytes: Number(/^used_memory:(\d+)/m.exec(await redis.info("memory"))?.[1] ?? Number.NaN),
      evictedAfter20: (await evicted()) - evictedBefore,
    });
  } finally {
    fs.writeFileSync(file, original);
    await fetch(`${serviceUrl}/__admin/reload`, { method: "POST" });
  }
  return results;
}

/**
 * A fresh instance's first search: the time of its first search page (with its index loaded from the
 * snapshot the first instance saved, not read from the Content API), and whether the answer was complete.
 * @param {string} siteUrl a site started after the first one saved its index, once its /api/ready answers 200
 */
export async function measureFirstSearch(siteUrl) {
  const sitemap = await timed(`${siteUrl}/sitemap.xml`);
  const answer = await timed(`${siteUrl}/busqueda?q=${encodeURIComponent("árnica montana")}`);
  return {
    freshSitemapMs: sitemap.ms,
    freshSitemapStatus: sitemap.status,
    firstSearchMs: answer.ms,
    firstSearchStatus: answer.status,
    firstSearchAnswered: !answer.body.includes("no está disponible") && /\d+ resultados? para/.test(answer.body),
  };
}

/**
 * The report's rows for these figures, against the issue's budgets.
 * @param {Record<string, any>} r measurePublishing's and measureFirstSearch's results
 * @param {typeof import("./budgets.mjs")} budgets
 */
export function publishingRows(r, budgets) {
  const mib = (/** @type {number} */ bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  const msText = (/** @type {number} */ value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");
  return [
    {
      area: "publishing (10k)",
      what: "webhook answer, one product",
      measured: `${msText(r.productWebhookMs)} (HTTP ${r.productWebhookStatus})`,
      budget: `≤ ${budgets.MAX_WEBHOOK_ANSWER_MS} ms`,
      ok: r.productWebhookStatus === 202 && r.productWebhookMs <= budgets.MAX_WEBHOOK_ANSWER_MS,
    },
    {
      area: "publishing (10k)",
      what: "webhook answer, navigation (layout change)",
      measured: `${msText(r.navigationWebhookMs)} (HTTP ${r.navigationWebhookStatus})`,
      budget: `≤ ${budgets.MAX_WEBHOOK_ANSWER_MS} ms`,
      ok: r.navigationWebhookStatus === 202 && r.navigationWebhookMs <= budgets.MAX_WEBHOOK_ANSWER_MS,
    },
    {
      area: "publishing (10k)",
      what: "changed product page live after the webhook (its category listing)",
      measured: `${msText(r.productPageLiveMs)} (${msText(r.productListingLiveMs)})`,
      budget: `≤ ${budgets.MAX_CHANGE_LIVE_MS} ms`,
      ok: Math.max(r.productPageLiveMs, r.productListingLiveMs) <= budgets.MAX_CHANGE_LIVE_MS,
    },
    {
      area: "publishing (10k)",
      what: `Content API requests per webhook, one product (mapping; ${r.productFirstPaths} paths)`,
      measured: String(r.productContentRequests),
      budget: `≤ ${budgets.MAX_CONTENT_REQUESTS_PER_WEBHOOK}`,
      ok: r.productContentRequests <= budgets.MAX_CONTENT_REQUESTS_PER_WEBHOOK,
    },
    {
      area: "publishing (10k)",
      what: `Content API searches in the 60 s after a navigation publish (${r.navigationPaths} paths eagerly: home and the landings)`,
      measured: String(r.navigationSearches60s),
      budget: `≤ ${budgets.MAX_SEARCHES_AFTER_LAYOUT_PUBLISH}`,
      ok: r.navigationSearches60s <= budgets.MAX_SEARCHES_AFTER_LAYOUT_PUBLISH,
    },
    {
      area: "publishing (10k)",
      what: `cache Redis after 20 one-product publishes (96 MiB, allkeys-lru; used ${mib(r.redisUsedBytes)}): snapshots held vs one set (${mib(r.snapshotSetBytes)}), keys evicted`,
      measured: `${(r.snapshotBytesAfter20 / r.snapshotSetBytes).toFixed(2)}× · ${r.evictedAfter20} evicted`,
      budget: "≤ 2× · 0 evicted",
      ok: r.snapshotBytesAfter20 <= 2 * r.snapshotSetBytes && r.evictedAfter20 === 0,
    },
    {
      area: "sitemap (10k)",
      what: `first request after start (${r.sitemapFiles} files; largest ${r.sitemapLargest})`,
      measured: msText(r.sitemapFirstMs),
      budget: "",
      ok: null,
    },
    {
      area: "sitemap (10k)",
      what: "a fresh instance's first request, once ready (the build's sitemap)",
      measured: `${msText(r.freshSitemapMs)} (HTTP ${r.freshSitemapStatus})`,
      budget: `≤ ${budgets.MAX_SITEMAP_MS} ms`,
      ok: r.freshSitemapStatus === 200 && r.freshSitemapMs <= budgets.MAX_SITEMAP_MS,
    },
    {
      area: "sitemap (10k)",
      what: "next requests, index and largest file (slowest of 10)",
      measured: msText(r.sitemapNextMs),
      budget: `≤ ${budgets.MAX_SITEMAP_MS} ms`,
      ok: r.sitemapNextMs <= budgets.MAX_SITEMAP_MS,
    },
    {
      area: "search (10k)",
      what: `a fresh instance ready (/api/ready 200, from its start)${r.snapshotLoad ? `; ${String(r.snapshotLoad).replace(/^search: /, "")}` : ""}`,
      measured: Number.isFinite(r.freshReadyMs) ? `${(r.freshReadyMs / 1000).toFixed(1)} s` : "—",
      budget: "",
      ok: null,
    },
    {
      area: "search (10k)",
      what: "a fresh instance's first search, once ready (index loaded from the snapshot)",
      measured: `${msText(r.firstSearchMs)}${r.firstSearchAnswered ? "" : " (not answered)"}`,
      budget: `≤ ${budgets.MAX_FIRST_SEARCH_MS} ms`,
      ok: r.firstSearchAnswered && r.firstSearchMs <= budgets.MAX_FIRST_SEARCH_MS,
    },
  ];
}
