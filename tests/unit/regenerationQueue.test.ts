import * as prismic from "@prismicio/client";
import { describe, expect, it } from "vitest";
import type { DocumentPaths } from "@/server/revalidate/documentPaths";
import {
  isTransient,
  RegenerationQueue,
  type RegenerationDependencies,
  type Revalidate,
} from "@/server/revalidate/regenerationQueue";

/** What the publishing webhook's queue does after the answer (docs/publishing.md). */
const mapping = (paths: string[], more: Partial<DocumentPaths> = {}): DocumentPaths => ({
  paths,
  unknownDocuments: [],
  layout: false,
  ...more,
});

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

function queueWith(overrides: Partial<RegenerationDependencies> = {}) {
  const regenerated: string[] = [];
  const logged: { info: string[]; error: string[] } = { info: [], error: [] };
  let running = 0;
  let mostAtOnce = 0;
  const concurrent = new Map<string, number>();
  /** A revalidate that records its paths and fails when a path runs twice at once. */
  const revalidate: Revalidate = async (path) => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    concurrent.set(path, (concurrent.get(path) ?? 0) + 1);
    if (concurrent.get(path)! > 1) throw new Error(`${path} regenerated twice at once`);
    await new Promise((resolve) => setImmediate(resolve));
    concurrent.set(path, concurrent.get(path)! - 1);
    running--;
    regenerated.push(path);
  };
  const queue = new RegenerationQueue({
    mapDocuments: async (ids) => mapping(ids.map((id) => `/doc/${id}`)),
    log: { info: (line) => logged.info.push(line), error: (line) => logged.error.push(line) },
    sleep: async () => {},
    ...overrides,
  });
  return { queue, regenerated, logged, revalidate, mostAtOnce: () => mostAtOnce };
}

describe("the regeneration queue", () => {
  it("regenerates a publish's paths in the order mapped, a few at a time", async () => {
    const paths = Array.from({ length: 22 }, (_, n) => `/p${n}`);
    const { queue, regenerated, revalidate, mostAtOnce } = queueWith({ mapDocuments: async () => mapping(paths) });
    queue.submit(["a"], "ref1", revalidate);
    await queue.idle();
    expect(regenerated.slice(0, 2)).toEqual(["/p0", "/p1"]);
    expect([...regenerated].sort()).toEqual([...paths].sort());
    expect(mostAtOnce()).toBeLessThanOrEqual(4);
  });

  it("takes a burst of 50 webhooks: no path twice at once, none left out, a shared path at most twice", async () => {
    let release = () => {};
    const mapped = new Promise<void>((resolve) => (release = resolve));
    const { queue, regenerated, revalidate } = queueWith({
      mapDocuments: async (ids) => {
        await mapped;
        return mapping(["/", "/nuestros-productos", ...ids.map((id) => `/doc/${id}`)]);
      },
    });
    for (let n = 0; n < 50; n++) queue.submit([`id${n % 10}`], `ref${n}`, revalidate);
    // The 50 mappings end together, as a burst's do when they read the same repository.
    release();
    await queue.idle();
    for (let n = 0; n < 10; n++) expect(regenerated).toContain(`/doc/id${n}`);
    expect(regenerated.filter((path) => path === "/").length).toBeLessThanOrEqual(2);
  });

  it("skips ids whose pages were regenerated at the same master ref (Prismic's repeated delivery)", async () => {
    const { queue, regenerated, revalidate } = queueWith();
    expect(queue.submit(["a", "b"], "r1", revalidate)).toEqual({ queued: ["a", "b"], alreadyHandled: [] });
    await queue.idle();
    expect(queue.submit(["a", "b"], "r1", revalidate)).toEqual({ queued: [], alreadyHandled: ["a", "b"] });
    expect(queue.submit(["a"], "r2", revalidate)).toEqual({ queued: ["a"], alreadyHandled: [] });
    await queue.idle();
    expect(regenerated.sort()).toEqual(["/doc/a", "/doc/a", "/doc/b"]);
  });

  it("does not count an id as handled when one of its pages failed: a repeated delivery tries again", async () => {
    let fail = true;
    const { queue } = queueWith();
    const flaky: Revalidate = async () => {
      if (fail) throw new Error("Failed to revalidate /doc/a: Invalid response 404");
    };
    queue.submit(["a"], "r1", flaky);
    await queue.idle();
    fail = false;
    expect(queue.submit(["a"], "r1", flaky)).toEqual({ queued: ["a"], alreadyHandled: [] });
  });

  it("regenerates a path asked for again while it runs once more afterwards, never twice at once", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const { queue } = queueWith({ mapDocuments: async () => mapping(["/x"]) });
    const revalidate: Revalidate = async (path) => {
      runs.push(`start ${path}`);
      if (runs.length === 1) await held;
      runs.push(`end ${path}`);
    };
    queue.submit(["a"], "r1", revalidate);
    await tick(10);
    queue.submit(["a"], "r2", revalidate);
    await tick(10);
    release();
    await queue.idle();
    expect(runs).toEqual(["start /x", "end /x", "start /x", "end /x"]);
  });

  it("regenerates each path through the revalidate of the submission that asked for it last", async () => {
    const through: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const blocker: Revalidate = async () => void (await held);
    // Four paths of a first submission keep the queue busy, so the next ones wait.
    const { queue: busy } = queueWith({
      mapDocuments: async (ids) => mapping(ids[0] === "fill" ? ["/1", "/2", "/3", "/4"] : ["/shared"]),
    });
    busy.submit(["fill"], "r1", blocker);
    await tick();
    busy.submit(["a"], "r1", async (path) => void through.push(`first ${path}`));
    busy.submit(["b"], "r1", async (path) => void through.push(`second ${path}`));
    await tick();
    release();
    await busy.idle();
    expect(through).toEqual(["second /shared"]);
  });

  it("retries a path only after a transient failure, and logs each failing path once with its cause", async () => {
    const attempts = new Map<string, number>();
    const { queue, logged } = queueWith({ mapDocuments: async () => mapping(["/ok", "/flaky", "/broken", "/gone"]) });
    queue.submit(["a"], undefined, async (path) => {
      attempts.set(path, (attempts.get(path) ?? 0) + 1);
      if (path === "/broken") throw new Error("Failed to revalidate /broken: Invalid response 500");
      if (path === "/gone") throw new Error("Failed to revalidate /gone: Invalid response 404");
      if (path === "/flaky" && attempts.get(path) === 1) throw new Error("fetch failed");
    });
    await queue.idle();
    expect(Object.fromEntries(attempts)).toEqual({ "/ok": 1, "/flaky": 2, "/broken": 4, "/gone": 1 });
    const failures = logged.error.filter((line) => line.includes("could not be regenerated"));
    expect(failures).toEqual([
      expect.stringMatching(/\/gone could not be regenerated \(.*Invalid response 404, 1 attempt\(s\)\)/),
      expect.stringMatching(/\/broken could not be regenerated \(.*Invalid response 500, 4 attempt\(s\)\)/),
    ]);
    expect(logged.error.at(-1)).toMatch(/2\/4 paths regenerated in [\d.]+ s, 2 failed/);
  });

  it("during a content outage retries the mapping, and regenerates once the content API answers again", async () => {
    let outage = 3;
    const { queue, regenerated, revalidate, logged } = queueWith({
      mapDocuments: async (ids) => {
        if (outage-- > 0) throw new Error("Content service unreachable: connect ECONNREFUSED");
        return mapping(ids.map((id) => `/doc/${id}`));
      },
    });
    queue.submit(["a"], "r1", revalidate);
    await queue.idle();
    expect(regenerated).toEqual(["/doc/a"]);
    expect(logged.error).toEqual([]);
  });

  it("does not retry a read the Content API refused (4xx); gives up on a transient one after the last wait", async () => {
    const calls: string[] = [];
    const { queue, logged, revalidate } = queueWith({
      mapDocuments: async (ids) => {
        calls.push(ids[0]);
        if (ids[0] === "refused") throw new prismic.ForbiddenError("Access to this ref is forbidden", "u", undefined);
        throw new Error("fetch failed");
      },
      retryMs: [1, 1],
    });
    queue.submit(["refused"], "r", revalidate);
    queue.submit(["down"], "r", revalidate);
    await queue.idle();
    expect(calls.filter((id) => id === "refused")).toHaveLength(1);
    expect(calls.filter((id) => id === "down")).toHaveLength(3);
    expect(logged.error).toEqual([
      expect.stringMatching(/could not read the pages of 1 document\(s\) \(refused\) \(.*forbidden, 1 attempt\(s\)\)/),
      expect.stringMatching(/could not read the pages of 1 document\(s\) \(down\) \(fetch failed, 3 attempt\(s\)\)/),
    ]);
  });

  it("never lets one publish's slow reads or search delay the next publish's own pages", async () => {
    let releaseMapping = () => {};
    const mappingHeld = new Promise<void>((resolve) => (releaseMapping = resolve));
    let releaseSearch = () => {};
    const searchHeld = new Promise<void>((resolve) => (releaseSearch = resolve));
    const { queue, regenerated, revalidate } = queueWith({
      mapDocuments: async (ids) => {
        if (ids[0] === "slow") await mappingHeld;
        return mapping([`/${ids[0]}`]);
      },
      refreshSearch: () => searchHeld,
    });
    queue.submit(["slow"], "r1", revalidate);
    await tick();
    queue.submit(["fast"], "r2", revalidate);
    await tick(20);
    expect(regenerated).toEqual(["/fast"]);
    releaseMapping();
    releaseSearch();
    await queue.idle();
    expect(regenerated).toEqual(["/fast", "/slow"]);
  });
});

describe("a transient failure", () => {
  it("is a network error, a timeout or a 5xx; never a 4xx of the Content API or of a page's render", () => {
    expect(isTransient(new Error("fetch failed"))).toBe(true);
    expect(isTransient(new Error("Failed to revalidate /x: Invalid response 503"))).toBe(true);
    expect(isTransient(new prismic.PrismicError("Internal Server Error", "u", "<html>"))).toBe(true);
    expect(isTransient(new Error("Failed to revalidate /x: Invalid response 404"))).toBe(false);
    expect(isTransient(new prismic.NotFoundError("no", "u", undefined))).toBe(false);
    expect(isTransient(new prismic.RefExpiredError("expired", "u", undefined))).toBe(false);
    expect(isTransient(new prismic.ParsingError("bad query", "u", undefined))).toBe(false);
  });
});
