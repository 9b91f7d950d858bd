/**
 * A fresh instance of a build (issue 30): `npm run build` wrote each locale's search snapshot into
 * the build output (scripts/build.mjs), and a new `next start` of a copy of that build, with no
 * Redis and no index of its own, loads it at start-up instead of reading the repository, reports
 * not ready (/api/ready) until it has, and answers its first search from it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  builtSite,
  copyBuild,
  copyContent,
  freePort,
  ROOT,
  startContentService,
  startSite,
  tearDown,
  type Proc,
} from "./stack";

let distDir = "";
let contentUrl = "";
let site: Proc;
let origin = "";

type LogEntry = { path: string; query: Record<string, string | string[]> };

/**
 * The Content API reads of every searchable document (the full read search does without a
 * snapshot): a type filter with the searched documents' link fields, unordered, not by id. The
 * sitemap's reads of the same types ask for no link fields.
 */
async function fullSearchReads(): Promise<LogEntry[]> {
  const log = (await (await fetch(`${contentUrl}/__admin/log`)).json()) as LogEntry[];
  return log.filter((entry) => {
    const q = String(entry.query.q ?? "");
    return (
      entry.path.endsWith("/documents/search") &&
      /(any|at)\(document\.type/.test(q) &&
      q.includes('"product"') &&
      Boolean(entry.query.fetchLinks) &&
      !entry.query.orderings &&
      !q.includes("document.id")
    );
  });
}

beforeAll(async () => {
  const built = builtSite();
  if (!fs.existsSync(path.join(ROOT, built, "cache", "search", "es-es.json")))
    throw new Error(
      `${built} has no search snapshot: build it with \`npm run build\` (scripts/build.mjs), as npm run test:e2e does.`,
    );
  distDir = copyBuild(built, "build-snapshot");
  const [contentPort, sitePort] = await Promise.all([freePort(), freePort()]);
  await startContentService(contentPort, copyContent());
  contentUrl = `http://127.0.0.1:${contentPort}`;
  await fetch(`${contentUrl}/__admin/log`, { method: "DELETE" });
  site = await startSite(distDir, sitePort, contentPort);
  origin = `http://127.0.0.1:${sitePort}`;
}, 180_000);

afterAll(async () => {
  await tearDown();
});

describe("a fresh instance of a build", () => {
  it("loads the build's search snapshot at start-up, without reading every document", async () => {
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${origin}/api/ready`)).status !== 200) {
      if (Date.now() > deadline) throw new Error("/api/ready did not answer 200 within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(site.stdout.join("\n")).toMatch(
      /search: the es-es index \(\d+ documents, ref \S+\) loaded from its snapshot/,
    );
    expect(await fullSearchReads()).toEqual([]);
  }, 90_000);

  it("answers its first search from it", async () => {
    const body = await (await fetch(`${origin}/busqueda?q=${encodeURIComponent("árnica")}`)).text();
    expect(body).toMatch(/\d+ resultados? para/);
    expect(body).not.toContain("no está disponible");
    expect(await fullSearchReads()).toEqual([]);
  }, 30_000);
});
