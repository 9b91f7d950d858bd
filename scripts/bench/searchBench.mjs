// @ts-check
/**
 * The search part of `npm run bench` (issue 27): the site's search index (src/sections/search),
 * built in this process from a content service through the Content API as the site builds it, at
 * the seed size and over 10,000 synthetic documents. Measures the latency of a whole answer
 * (ranking, excerpts, highlights; a suggestion when nothing is found) over the judged queries
 * (tests/fixtures/search-judgements.json), their recall@5, the index's memory, the time to build
 * it from every document, and the time a publish takes to reach search on the instance the
 * webhook reached (two Content API requests and the changed document indexed again).
 */
import v8 from "node:v8";
import vm from "node:vm";
import { sectionById } from "../../src/config/sections.ts";
import { LOCALES } from "../../src/config/countries.ts";
import { answerSearch } from "../../src/sections/search/searchAnswer.ts";
import { buildIndex, updateIndex } from "../../src/sections/search/searchIndexSync.ts";
import { judgedQueries, judgedRecall } from "../../tests/integration/search/judgedQueries.ts";
import { siteLikeClient } from "../../tests/integration/search/searchIndexClient.ts";
import * as budgets from "./budgets.mjs";
import { mib, ms } from "./report.mjs";

/** Timed rounds over the judged queries (after one warm-up round). */
const ROUNDS = 20;

v8.setFlagsFromString("--expose-gc");
const collectGarbage = /** @type {() => void} */ (vm.runInNewContext("gc"));

/**
 * fetch, tried once more when the service had closed the idle connection it reused (the bench
 * pauses between requests longer than the service keeps connections open).
 * @type {import("@prismicio/client").FetchLike}
 */
const patientFetch = async (input, init) => {
  try {
    return await fetch(input, /** @type {RequestInit} */ (init));
  } catch {
    return fetch(input, /** @type {RequestInit} */ (init));
  }
};

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Heap in use after a full collection. */
function heapUsed() {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * p95 of whole answers to the judged queries of these locales, over ROUNDS rounds.
 * @param {Map<string, import("../../src/sections/search/searchIndex.ts").SearchIndex>} indexes
 */
function answerLatency(indexes) {
  const queries = judgedQueries().filter((query) => indexes.has(query.locale));
  /** @type {number[]} */
  const samples = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const { locale, section, query } of queries) {
      const index = /** @type {import("../../src/sections/search/searchIndex.ts").SearchIndex} */ (indexes.get(locale));
      const started = performance.now();
      answerSearch(index, query, sectionById(section).searches);
      if (round > 0) samples.push(performance.now() - started);
    }
  }
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95), count: samples.length, queries: queries.length };
}

const area = "search";

/**
 * The search rows of the bench table at the seed size: recall@5 and latency over both locales.
 * @param {string} seedApi the seed content service's API endpoint
 * @returns {Promise<import("./report.mjs").Row[]>}
 */
export async function measureSeedSearch(seedApi) {
  /** @type {import("./report.mjs").Row[]} */
  const rows = [];

  // Seed size: every locale, the judged queries' recall and latency.
  const seedClient = siteLikeClient(seedApi, { fetch: patientFetch });
  const seedRef = (await seedClient.getMasterRef()).ref;
  const seed = new Map();
  for (const locale of LOCALES) seed.set(locale, (await buildIndex(seedClient, locale, seedRef)).index);
  const { recall } = await judgedRecall(({ locale, section, query }) =>
    seed
      .get(locale)
      .search(query, sectionById(section).searches, 5)
      .hits.map((/** @type {{ document: { uid: string } }} */ hit) => hit.document.uid),
  );
  rows.push({
    area,
    what: `judged queries (${judgedQueries().length}, es and co): recall@5`,
    measured: recall.toFixed(3),
    budget: `≥ ${budgets.SEARCH_MIN_RECALL_AT_5}`,
    ok: recall >= budgets.SEARCH_MIN_RECALL_AT_5,
  });
  const seedLatency = answerLatency(seed);
  const seedSize = [...seed.values()].reduce((sum, index) => sum + index.size, 0);
  rows.push({
    area,
    what: `answer p95, seed (${seedSize} documents, ${seedLatency.count} answers; p50 ${seedLatency.p50.toFixed(2)} ms)`,
    measured: `${seedLatency.p95.toFixed(2)} ms`,
    budget: `≤ ${budgets.SEARCH_P95_MS} ms`,
    ok: seedLatency.p95 <= budgets.SEARCH_P95_MS,
  });
  return rows;
}

/**
 * The search rows of the bench table with 10,000 more documents (es-es): memory, full build,
 * latency, publish → search.
 * @param {string} syntheticApi the synthetic content service's API endpoint
 * @param {number} syntheticDocuments how many documents it added to the seed
 * @returns {Promise<import("./report.mjs").Row[]>}
 */
export async function measureSearchAt10k(syntheticApi, syntheticDocuments) {
  /** @type {import("./report.mjs").Row[]} */
  const rows = [];
  const client = siteLikeClient(syntheticApi, { fetch: patientFetch });
  const ref = (await client.getMasterRef()).ref;
  const before = heapUsed();
  const buildStarted = performance.now();
  const built = await buildIndex(client, "es-es", ref);
  const buildMs = performance.now() - buildStarted;
  const memory = heapUsed() - before;
  rows.push({
    area,
    what: `index memory, es-es with ${syntheticDocuments.toLocaleString("en")} more documents (${built.index.size} indexed; heap after GC)`,
    measured: mib(memory),
    budget: `≤ ${budgets.SEARCH_INDEX_MIB_10K} MiB`,
    ok: memory <= budgets.SEARCH_INDEX_MIB_10K * 1024 * 1024,
  });
  rows.push({
    area,
    what: `full build from the Content API (10k; paged reads of 100 with the client's 500 ms pause)`,
    measured: ms(buildMs),
    budget: "",
    ok: null,
  });
  const latency = answerLatency(new Map([["es-es", built.index]]));
  rows.push({
    area,
    what: `answer p95, 10k (${latency.count} answers; p50 ${latency.p50.toFixed(2)} ms)`,
    measured: `${latency.p95.toFixed(2)} ms`,
    budget: `≤ ${budgets.SEARCH_P95_MS} ms`,
    ok: latency.p95 <= budgets.SEARCH_P95_MS,
  });

  // A publish: one document changed. The webhook's instance reads it by id and the newest page.
  const [changedId] = [...built.seen.entries()].sort((a, b) => b[1].localeCompare(a[1]))[0];
  /** @type {number[]} */
  const publishMs = [];
  /** @type {number[]} */
  const refChangeMs = [];
  for (let run = 0; run < 5; run += 1) {
    built.seen.set(changedId, "changed");
    let started = performance.now();
    await updateIndex(client, "es-es", ref, built, [changedId]);
    publishMs.push(performance.now() - started);
    built.seen.set(changedId, "changed");
    started = performance.now();
    await updateIndex(client, "es-es", ref, built, []);
    refChangeMs.push(performance.now() - started);
  }
  const publish = quantile(publishMs, 0.5);
  rows.push({
    area,
    what: "publish → search, webhook's instance (10k; the changed document read and indexed again, median of 5)",
    measured: ms(publish),
    budget: `≤ ${budgets.PUBLISH_TO_SEARCH_MS} ms`,
    ok: publish <= budgets.PUBLISH_TO_SEARCH_MS,
  });
  rows.push({
    area,
    what: "new ref seen by another instance (10k; newest page read, changes indexed again, median of 5)",
    measured: ms(quantile(refChangeMs, 0.5)),
    budget: "",
    ok: null,
  });
  return rows;
}
