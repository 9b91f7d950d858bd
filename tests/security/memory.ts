/** Resident memory of the site's process group, sampled over time (the site makes no GC call on request). */
import { processGroupRss, type Proc } from "@tests/system/stack";

const MB = 1_048_576;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the group's RSS (MB) every `everyMs` for `forMs`, running `meanwhile` alongside; returns every sample. */
export async function sampleRss(
  proc: Proc,
  forMs: number,
  everyMs = 250,
  meanwhile?: () => Promise<unknown>,
): Promise<number[]> {
  const samples: number[] = [];
  const end = Date.now() + forMs;
  let traffic = Promise.resolve() as Promise<unknown>;
  while (Date.now() < end) {
    samples.push(processGroupRss(proc) / MB);
    if (meanwhile) traffic = traffic.then(meanwhile, meanwhile);
    await sleep(everyMs);
  }
  await traffic.catch(() => undefined);
  return samples;
}

/** Starts sampling in the background; `stop()` ends it and gives the highest sample (MB). */
export function watchPeak(proc: Proc, everyMs = 200): { stop: () => number } {
  let peak = processGroupRss(proc) / MB;
  const timer = setInterval(() => {
    peak = Math.max(peak, processGroupRss(proc) / MB);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, processGroupRss(proc) / MB);
    },
  };
}
