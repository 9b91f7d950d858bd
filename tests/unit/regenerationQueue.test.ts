import { describe, expect, it } from "vitest";
import type { DocumentPaths } from "@/server/revalidate/documentPaths";
import { RegenerationQueue, type RegenerationDependencies } from "@/server/revalidate/regenerationQueue";

/** What the publishing webhook's queue does after the answer (docs/publishing.md). */
const mapping = (paths: string[], more: Partial<DocumentPaths> = {}): DocumentPaths => ({
  paths,
  later: async () => [],
  unknownDocuments: [],
  wholeSite: false,
  ...more,
});

function queueWith(overrides: Partial<RegenerationDependencies> = {}) {
  const regenerated: string[] = [];
  const logged: { info: string[]; error: string[] } = { info: [], error: [] };
  let running = 0;
  let mostAtOnce = 0;
  const concurrent = new Map<string, number>();
  const queue = new RegenerationQueue({
    mapDocuments: async (ids) => mapping(ids.map((id) => `/doc/${id}`)),
    allPaths: async () => [],
    revalidate: async (path) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      concurrent.set(path, (concurrent.get(path) ?? 0) + 1);
      if (concurrent.get(path)! > 1) throw new Error(`${path} regenerated twice at once`);
      await new Promise((resolve) => setImmediate(resolve));
      concurrent.set(path, concurrent.get(path)! - 1);
      running--;
      regenerated.push(path);
    },
    log: { info: (line) => logged.info.push(line), error: (line) => logged.error.push(line) },
    sleep: async () => {},
    ...overrides,
  });
  return { queue, regenerated, logged, mostAtOnce: () => mostAtOnce };
}

describe("the regeneration queue", () => {
  it("regenerates the first paths before the later ones, a few at a time", async () => {
    const { queue, regenerated, mostAtOnce } = queueWith({
      mapDocuments: async () =>
        mapping(["/p", "/listing"], {
          later: async () => Array.from({ length: 20 }, (_, n) => `/listing/pagina/${n + 2}`),
        }),
    });
    queue.submit(["a"], "ref1");
    await queue.idle();
    expect(regenerated.slice(0, 2).sort()).toEqual(["/listing", "/p"]);
    expect(regenerated).toHaveLength(22);
    expect(mostAtOnce()).toBeLessThanOrEqual(4);
  });

  it("coalesces a burst of 50 webhooks: one lookup for those waiting, no path twice at once, none left out", async () => {
    const lookups: string[][] = [];
    const { queue, regenerated } = queueWith({
      mapDocuments: async (ids) => {
        lookups.push([...ids]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return mapping(["/", "/nuestros-productos", ...ids.map((id) => `/doc/${id}`)]);
      },
    });
    for (let n = 0; n < 50; n++) queue.submit([`id${n % 10}`], `ref${n}`);
    await queue.idle();
    expect(lookups.length).toBeLessThanOrEqual(3);
    expect(new Set(lookups.flat())).toEqual(new Set(Array.from({ length: 10 }, (_, n) => `id${n}`)));
    for (let n = 0; n < 10; n++) expect(regenerated).toContain(`/doc/id${n}`);
    // Each path at most twice: once, and once more if asked for again while it ran.
    expect(regenerated.filter((path) => path === "/").length).toBeLessThanOrEqual(2);
  });

  it("skips ids already handled at the same master ref (Prismic's repeated delivery)", async () => {
    const { queue, regenerated } = queueWith();
    expect(queue.submit(["a", "b"], "r1")).toEqual({ queued: ["a", "b"], alreadyHandled: [] });
    expect(queue.submit(["a"], "r1")).toEqual({ queued: [], alreadyHandled: ["a"] });
    await queue.idle();
    expect(queue.submit(["a", "b"], "r1")).toEqual({ queued: [], alreadyHandled: ["a", "b"] });
    expect(queue.submit(["a"], "r2")).toEqual({ queued: ["a"], alreadyHandled: [] });
    await queue.idle();
    expect(regenerated.sort()).toEqual(["/doc/a", "/doc/a", "/doc/b"]);
  });

  it("regenerates a path asked for again while it runs once more afterwards, never twice at once", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const { queue } = queueWith({
      revalidate: async (path) => {
        runs.push(`start ${path}`);
        if (runs.length === 1) await held;
        runs.push(`end ${path}`);
      },
      mapDocuments: async () => mapping(["/x"]),
    });
    queue.submit(["a"], "r1");
    await new Promise((resolve) => setTimeout(resolve, 10));
    queue.submit(["a"], "r2");
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await queue.idle();
    expect(runs).toEqual(["start /x", "end /x", "start /x", "end /x"]);
  });

  it("retries each failing path on its own and logs the one that keeps failing with its path", async () => {
    const attempts = new Map<string, number>();
    const { queue, logged } = queueWith({
      mapDocuments: async () => mapping(["/ok", "/flaky", "/broken"]),
      revalidate: async (path) => {
        attempts.set(path, (attempts.get(path) ?? 0) + 1);
        if (path === "/broken") throw new Error("Invalid response 500");
        if (path === "/flaky" && attempts.get(path) === 1) throw new Error("timeout");
      },
    });
    queue.submit(["a"]);
    await queue.idle();
    expect(Object.fromEntries(attempts)).toEqual({ "/ok": 1, "/flaky": 2, "/broken": 3 });
    expect(logged.error).toEqual([
      expect.stringContaining("/broken could not be regenerated (Invalid response 500)"),
      expect.stringContaining("3/3 paths regenerated"),
    ]);
    expect(logged.error[1]).toContain("1 failed");
  });

  it("during a content outage keeps the ids and maps them once the content API answers again", async () => {
    let outage = 3;
    const { queue, regenerated, logged } = queueWith({
      mapDocuments: async (ids) => {
        if (outage-- > 0) throw new Error("Content service unreachable: connect ECONNREFUSED");
        return mapping(ids.map((id) => `/doc/${id}`));
      },
    });
    queue.submit(["a"]);
    await queue.idle();
    expect(regenerated).toEqual(["/doc/a"]);
    expect(logged.error.filter((line) => line.includes("ECONNREFUSED"))).toHaveLength(3);
  });

  it("gives up after the last retry, logging the ids (ISR's expiry is the backstop)", async () => {
    const { queue, logged } = queueWith({
      mapDocuments: async () => Promise.reject(new Error("fetch failed")),
      mapRetryMs: [1, 1],
    });
    queue.submit(["gone-1", "gone-2"]);
    await queue.idle();
    expect(logged.error.at(-1)).toMatch(
      /gave up reading 2 changed document\(s\) \(ids: gone-1, gone-2\) after 3 attempts/,
    );
  });

  it("a layout change regenerates every public path after the changed pages, with progress lines", async () => {
    let now = 0;
    const { queue, regenerated, logged } = queueWith({
      mapDocuments: async () => mapping(["/"], { wholeSite: true }),
      allPaths: async () => Array.from({ length: 30 }, (_, n) => `/page/${n}`),
      revalidate: async (path) => {
        now += 1_000;
        regenerated.push(path);
      },
      now: () => now,
    });
    queue.submit(["navigation-es-es"]);
    await queue.idle();
    expect(regenerated[0]).toBe("/");
    expect(regenerated).toHaveLength(31);
    const progress = logged.info.filter((line) => line.includes("layout change (navigation-es-es)"));
    expect(progress[0]).toMatch(/regenerating 30 public paths/);
    expect(progress.some((line) => /\d+\/30 paths regenerated, 0 failed/.test(line))).toBe(true);
    expect(progress.at(-1)).toMatch(/30\/30 paths regenerated in [\d.]+ s, 0 failed/);
  });
});
