// @ts-check
/**
 * Publishing, sitemap and search cost at 10,000 documents (issue 30), against a running site and
 * its content service (a throwaway copy of content/ with CONTENT_SYNTHETIC_DOCUMENTS):
 * - the sitemap index's first request after start and the next ones (index and largest file);
 * - the publishing webhook for one product: its answer, how long until the product's page and its
 *   listing show the edit, the Content API requests its mapping made
 *   and its search update (from the site's log lines): one product's requests in all;
 * - a product whose uid changed: how long until the sitemap lists its new path, and the full-read
 *   pages (page 2 and on) meanwhile (issue 49: none, the sitemap reads the published record);
 * - 20 one-product publishes (each a new master ref) on a site whose cache is a 96 MiB Redis
 *   with allkeys-lru, then at once the navigation (a layout change): its answer and the Content API
 *   searches of the 60 s after it, whatever the 20 publishes still read (issue 49); the memory the
 *   snapshots hold against one set, and the keys evicted.
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

/** The pages after the first of paged reads (a full read) logged since the log was cleared. @param {string} serviceUrl */
async function fullReadPages(serviceUrl) {
  const log = /** @type {{ path: string, query?: Record<string, string> }[]} */ (
    await (await fetch(`${serviceUrl}/__admin/log`)).json()
  );
  return log.filter((entry) => entry.path.endsWith("/documents/search") && Number(entry.query?.page ?? 1) > 1).length;
}

/** The Content API searches the content service logged since its log was last cleared. @param {string} serviceUrl */
async function contentSearches(serviceUrl) {
  const log = /** @type {{ path: string }[]} */ (await (await fetch(`${serviceUrl}/__admin/log`)).json());
  return log.filter((entry) => entry.path.endsWith("/documents/search")).length;
}

/**
 * Edits the product's name (and uid), publishes it (a new master ref) and returns that ref.
 * @param {string} serviceUrl @param {string} file @param {string} name @param {string} [uid]
 */
async function publishProduct(serviceUrl, file, name, uid) {
  const document = JSON.parse(fs.readFileSync(file, "utf8"));
  document.data.name = name;
  if (uid) document.uid = uid;
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
    const logged = async (/** @type {RegExp} */ pattern, from = logFrom) => {
      for (let waited = 0; waited < 120 && !lines.slice(from).some((line) => pattern.test(line)); waited++)
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      return lines.slice(from).find((line) => pattern.test(line)) ?? "";
    };
    const mapped = await logged(/revalidate: 1 document\(s\) → /);
    const searched = await logged(/search: updated after 1 document\(s\)/);
    const requestsOf = (/** @type {string} */ line) =>
      Number(/\((\d+) content requests\)/.exec(line)?.[1] ?? Number.NaN);
    Object.assign(results, {
      productWebhookStatus: webhook.status,
      productWebhookMs: webhook.ms,
      productPageLiveMs: pageLive,
      productListingLiveMs: listingLive,
      productMappingRequests: requestsOf(mapped),
      productSearchRequests: requestsOf(searched),
      productFirstPaths: Number(/→ (\d+) paths/.exec(mapped)?.[1] ?? Number.NaN),
    });

    // A moved product (its uid changed): its new path in the sitemap, with no full read (no page 2).
    await logged(/paths regenerated in/);
    await fetch(`${serviceUrl}/__admin/log`, { method: "DELETE" });
    const moved = await publishProduct(serviceUrl, file, edited, `${document.uid}-bench`);
    const movedSent = performance.now();
    await timed(`${siteUrl}/api/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret, masterRef: moved.masterRef, documents: [moved.id] }),
    });
    let sitemapMs = Number.NaN;
    while (performance.now() - movedSent < 60_000 && Number.isNaN(sitemapMs)) {
      const index = (await timed(`${siteUrl}/sitemap.xml`)).body;
      const productFiles = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/products[^<]*)<\/loc>/g)].map((m) => m[1]);
      for (const productFile of productFiles)
        if ((await timed(`${siteUrl}${productFile}`)).body.includes(`${document.uid}-bench<`))
          sitemapMs = performance.now() - movedSent;
      if (Number.isNaN(sitemapMs)) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    Object.assign(results, { movedSitemapMs: sitemapMs, movedFullReadPages: await fullReadPages(serviceUrl) });
    fs.writeFileSync(file, original);

    // 20 one-product publishes, each a new master ref, then at once the navigation (a layout change):
    // its 60 s of Content API searches count whatever the 20 publishes' background work still reads.
    const snapshotBytes = async () => {
      let bytes = 0;
      for await (const batch of redis.scanIterator({ MATCH: "*:snapshots:*", COUNT: 1000 }))
        for (const key of Array.isArray(batch) ? batch : [batch]) bytes += (await redis.memoryUsage(key)) ?? 0;
      return bytes;
    };
    const evicted = async () => Number(/^evicted_keys:(\d+)/m.exec(await redis.info("stats"))?.[1] ?? Number.NaN);
    const oneSet = await snapshotBytes();
    const evictedBefore = await evicted();
    let lastRef = "";
    for (let n = 0; n < 20; n++) {
      const published = await publishProduct(serviceUrl, file, `${document.data.name} (bench publish ${n})`);
      lastRef = published.masterRef;
      await timed(`${siteUrl}/api/revalidate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: "api-update", secret, masterRef: published.masterRef, documents: [published.id] }),
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await fetch(`${serviceUrl}/__admin/log`, { method: "DELETE" });
    const navLogFrom = lines.length;
    const navigation = await timed(`${siteUrl}/api/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret, masterRef: lastRef, documents: [NAVIGATION_ID] }),
    });
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const navMapped = lines.slice(navLogFrom).find((line) => /revalidate: 1 document\(s\) → /.test(line)) ?? "";
    Object.assign(results, {
      navigationWebhookStatus: navigation.status,
      navigationWebhookMs: navigation.ms,
      navigationPaths: Number(/→ (\d+) paths/.exec(navMapped)?.[1] ?? Number.NaN),
      navigationSearches60s: await contentSearches(serviceUrl),
      navigationFullReadPages: await fullReadPages(serviceUrl),
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
      what: `Content API requests per webhook, one product, in all (mapping ${r.productMappingRequests} for ${r.productFirstPaths} paths + search ${r.productSearchRequests}; the sitemap and moves read the record: 0)`,
      measured: String(r.productMappingRequests + r.productSearchRequests),
      budget: `≤ ${budgets.MAX_CONTENT_REQUESTS_PER_WEBHOOK}`,
      ok: r.productMappingRequests + r.productSearchRequests <= budgets.MAX_CONTENT_REQUESTS_PER_WEBHOOK,
    },
    {
      area: "publishing (10k)",
      what: "a moved product's new path in the sitemap after its webhook (full-read pages meanwhile)",
      measured: `${msText(r.movedSitemapMs)} (${r.movedFullReadPages})`,
      budget: "≤ 60000 ms (0)",
      ok: r.movedSitemapMs <= 60_000 && r.movedFullReadPages === 0,
    },
    {
      area: "publishing (10k)",
      what: `Content API searches in the 60 s after a navigation publish sent right after 20 one-product publishes (${r.navigationPaths} paths eagerly: home and the landings; full-read pages ${r.navigationFullReadPages})`,
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
