// @ts-check
/**
 * Throughput and latency of one URL with autocannon on loopback: a short warm-up, then a fixed
 * duration with a fixed number of connections. No Accept-Encoding header is sent, so every server
 * answers uncompressed, as a CDN in front would ask once and cache.
 */
import autocannon from "autocannon";

/** Same load for every server. */
export const LOAD = { connections: 10, durationSeconds: 10, warmupSeconds: 2 };

/**
 * @typedef {{ name: string, url: string, requestsPerSecond: number, p50Ms: number, p99Ms: number, requests: number, non2xx: number, errors: number, bytesPerRequest: number }} ThroughputResult
 */

/** @param {string} url @param {number} duration */
function run(url, duration) {
  return autocannon({ url, connections: LOAD.connections, duration, headers: { accept: "text/html" } });
}

/**
 * @param {string} name
 * @param {string} url
 * @returns {Promise<ThroughputResult>}
 */
export async function measureThroughput(name, url) {
  await run(url, LOAD.warmupSeconds);
  const result = await run(url, LOAD.durationSeconds);
  return {
    name,
    url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
