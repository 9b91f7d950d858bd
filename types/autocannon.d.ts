/**
 * The part of autocannon (which ships no types) that scripts/bench/throughput.mjs uses: one run
 * against one URL, awaited for its result. See https://github.com/mcollina/autocannon#api.
 */
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    headers?: Record<string, string>;
  }

  /** Per-second or per-request statistics of a run. */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    url: string;
    /** requests per second; `total` requests in the run */
    requests: Histogram;
    /** milliseconds */
    latency: Histogram;
    /** bytes per second; `total` bytes in the run */
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
