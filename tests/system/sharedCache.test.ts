/**
 * Scale-out (issue 8, part 4), over real HTTP: two `next start` instances of the same es build,
 * each with its own copy of the build (as two containers have), sharing Debian's redis-server
 * through REDIS_URL. A webhook revalidation on instance A after a document changes makes instance
 * B serve the new content on its very next request; B's own files still hold the build's page,
 * fresh for another minute, so only the shared cache can have told it.
 */
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, editDocument, startSharedInstances, tearDown, WEBHOOK_SECRET } from "./stack";

const EDITED_FILE = "product/arnica-montana-9ch.es-es.json";
const EDITED_PATH = "/nuestros-productos/arnica-montana-9ch";
const NEW_NAME = "Árnica Montana 9 CH (caché compartida)";

let contentDir = "";
let contentPort = 0;
let redisUrl = "";
let siteA = "";
let siteB = "";
let buildId = "";

async function page(origin: string, pathname: string) {
  const response = await fetch(origin + pathname, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: await response.text(), cache: response.headers.get("x-nextjs-cache") };
}

beforeAll(async () => {
  let built: string;
  ({ siteA, siteB, redisUrl, contentDir, contentPort, built } = await startSharedInstances("cache"));
  buildId = fs.readFileSync(path.join(ROOT, built, "BUILD_ID"), "utf8").trim();
}, 180_000);

afterAll(async () => {
  await tearDown();
});

describe("two instances sharing Redis", () => {
  it("a webhook revalidation on instance A is what instance B serves next", async () => {
    const before = await page(siteB, EDITED_PATH);
    expect(before.status).toBe(200);
    expect(before.body).not.toContain(NEW_NAME);

    editDocument(contentDir, EDITED_FILE, (document) => {
      document.data.name = NEW_NAME;
    });
    const reload = await fetch(`http://127.0.0.1:${contentPort}/__admin/reload`, { method: "POST" });
    expect((await reload.json()).changed).toBe(true);
    const documentId = JSON.parse(fs.readFileSync(path.join(contentDir, "documents", EDITED_FILE), "utf8"))
      .id as string;

    const webhook = await fetch(`${siteA}/api/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret: WEBHOOK_SECRET, documents: [documentId] }),
    });
    const answer = await webhook.json();
    expect(webhook.status, JSON.stringify(answer)).toBe(202);
    expect(answer.queued).toEqual([documentId]);

    // The regeneration runs after the answer, on instance A; B serves it from Redis (a HIT, not a render).
    let after = await page(siteB, EDITED_PATH);
    for (let attempt = 0; !after.body.includes(NEW_NAME) && attempt < 100; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await page(siteB, EDITED_PATH);
    }
    expect(after.status).toBe(200);
    expect(after.body).toContain(NEW_NAME);
    expect(after.cache).toBe("HIT");
  }, 60_000);

  it("keeps the pages under the country and the build id, the same for both instances", async () => {
    const client = createClient({ url: redisUrl });
    await client.connect();
    try {
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: "*", COUNT: 1000 }))
        keys.push(...(Array.isArray(batch) ? batch : [batch]));
      expect(keys.length).toBeGreaterThan(0);
      // Pages under the build id; beside them the search snapshots and the published record (no build id).
      const pages = keys.filter((key) => !/^brezo:es:(snapshots|published):/.test(key));
      expect(pages.every((key) => key.startsWith(`brezo:es:${buildId}:`))).toBe(true);
      expect(pages.some((key) => key.endsWith("/es-es/products/arnica-montana-9ch"))).toBe(true);
    } finally {
      await client.quit();
    }
  });
});
