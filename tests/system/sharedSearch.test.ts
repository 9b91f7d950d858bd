/**
 * Search with several instances (issue 27), over real HTTP: two `next start` instances of the es
 * build sharing Redis, each with its own search index. A publish reaches search on the instance
 * the webhook reached right after the webhook answers, and the other instance within seconds, through
 * the published ref alone (no Redis coordination); a removal without a webhook too; during an
 * outage both answer from their last index.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editDocument, startSharedInstances, stop, tearDown, WEBHOOK_SECRET, type Proc } from "./stack";

const EDITED_FILE = "news_article/jornadas-de-formacion-para-farmaceuticos-2025.es-es.json";
const REMOVED_FILE = "product/gelsemium-sempervirens-15ch.es-es.json";
/** Within the ISR window (60 s), with room: the client's 5-s repository cache, then one request. */
const OTHER_INSTANCE_MS = 15_000;

let contentDir = "";
let contentPort = 0;
let content: Proc;
let siteA = "";
let siteB = "";

/** What a search page says: how many results and the first one's link, or that search is unavailable. */
async function search(origin: string, query: string) {
  const response = await fetch(`${origin}/busqueda?q=${encodeURIComponent(query)}`, {
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  return {
    status: response.status,
    count: Number(/(\d+) resultados? para/.exec(body)?.[1] ?? 0),
    unavailable: body.includes("no está disponible"),
  };
}

/** Polls a search until `done`, returning how long it took (or throws after `timeoutMs`). */
async function until(
  origin: string,
  query: string,
  done: (answer: Awaited<ReturnType<typeof search>>) => boolean,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (done(await search(origin, query))) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${origin} did not change its answer to «${query}» within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const reload = async () =>
  (await (await fetch(`http://127.0.0.1:${contentPort}/__admin/reload`, { method: "POST" })).json()) as {
    changed: boolean;
  };

beforeAll(async () => {
  ({ siteA, siteB, contentDir, contentPort, content } = await startSharedInstances("search"));
}, 180_000);

afterAll(async () => {
  await tearDown();
});

describe("search on two instances sharing Redis", () => {
  it("a publish reaches search on the webhook's instance at once, and on the other within seconds", async () => {
    for (const site of [siteA, siteB])
      expect(await search(site, "teruel")).toEqual({ status: 200, count: 0, unavailable: false });
    editDocument(contentDir, EDITED_FILE, (document) => {
      document.data.summary = `${String(document.data.summary)} También en Teruel.`;
    });
    expect((await reload()).changed).toBe(true);
    const id = JSON.parse(fs.readFileSync(path.join(contentDir, "documents", EDITED_FILE), "utf8")).id as string;
    const started = Date.now();
    const webhook = await fetch(`${siteA}/api/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret: WEBHOOK_SECRET, documents: [id] }),
    });
    expect(webhook.status).toBe(202);
    await until(siteA, "teruel", (answer) => answer.count === 1, OTHER_INSTANCE_MS);
    console.log(`publish → search: ${Date.now() - started} ms on the webhook's instance`);
    const other = await until(siteB, "teruel", (answer) => answer.count === 1, OTHER_INSTANCE_MS);
    console.log(`publish → search: ${other} ms more on the other instance`);
  }, 60_000);

  it("a removed document leaves both indexes without a webhook", async () => {
    const before = await Promise.all([siteA, siteB].map(async (site) => (await search(site, "gelsemium")).count));
    expect(before[0]).toBeGreaterThan(1);
    expect(before[1]).toBe(before[0]);
    fs.rmSync(path.join(contentDir, "documents", REMOVED_FILE));
    expect((await reload()).changed).toBe(true);
    for (const site of [siteA, siteB])
      await until(site, "gelsemium", (answer) => answer.count === before[0] - 1, OTHER_INSTANCE_MS);
  }, 60_000);

  it("answers from the last index while the content service is down", async () => {
    await stop(content);
    for (const site of [siteA, siteB])
      expect(await search(site, "árnica")).toEqual({ status: 200, count: 1, unavailable: false });
  }, 60_000);
});
