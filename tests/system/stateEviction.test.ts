/**
 * Issue 39: the forms' state lives in a Redis of its own (REDIS_STATE_URL, `noeviction`), so that
 * the cache's writes — ISR pages and the sitemap and search snapshots of many publishes — never
 * evict it, even with the cache Redis full and evicting (a small maxmemory, allkeys-lru). Two
 * instances of the es build share both Redis servers; one visitor, one link, one key.
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headers, postContact, subscribe } from "./formPosts";
import {
  builtSite,
  copyContent,
  editDocument,
  freePort,
  startContentService,
  startMailSink,
  mailSinkSiteEnv,
  startRedis,
  startTwoSites,
  tearDown,
  throwawayDir,
  WEBHOOK_SECRET,
  type Proc,
} from "./stack";

const EDITED_FILE = "product/arnica-montana-9ch.es-es.json";
const PUBLISHES = 20;

let siteA = "";
let siteB = "";
let sinkUrl = "";
let cacheUrl = "";
let stateUrl = "";
let contentDir = "";
let contentPort = 0;
let procA: Proc;
let procB: Proc;

type Stored = { To: { Email: string }[]; TemplateID?: number; TextPart?: string; Variables?: Record<string, string> };
async function messagesTo(email: string): Promise<Stored[]> {
  const body = (await (await fetch(`${sinkUrl}/api/messages`)).json()) as Stored[] | { messages: Stored[] };
  return (Array.isArray(body) ? body : body.messages).filter((message) => message.To[0]?.Email === email);
}

/** A Redis server's INFO field. */
async function info(url: string, field: string): Promise<string> {
  const client = createClient({ url });
  await client.connect();
  try {
    const text = await client.info();
    return new RegExp(`^${field}:(\\S+)`, "m").exec(text)?.[1] ?? "";
  } finally {
    await client.quit();
  }
}

beforeAll(async () => {
  contentDir = copyContent();
  const [cachePort, statePort, sinkPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const mailDir = throwawayDir("system-state-mail");
  contentPort = await freePort();
  await Promise.all([
    startRedis(cachePort, ["--maxmemory", "4mb", "--maxmemory-policy", "allkeys-lru"]),
    startRedis(statePort),
    startContentService(contentPort, contentDir),
    startMailSink(sinkPort, mailDir),
  ]);
  cacheUrl = `redis://127.0.0.1:${cachePort}`;
  stateUrl = `redis://127.0.0.1:${statePort}`;
  sinkUrl = `http://127.0.0.1:${sinkPort}`;
  const env = {
    REDIS_URL: cacheUrl,
    REDIS_STATE_URL: stateUrl,
    ...mailSinkSiteEnv(sinkPort, mailDir),
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT: "5",
  };
  ({ procA, procB, siteA, siteB } = await startTwoSites(builtSite(), "state", contentPort, env));
}, 180_000);

afterAll(() => tearDown());

describe("the forms' state beside a full, evicting cache Redis", () => {
  it("keeps a visitor's limit, a used link and an idempotency key through 20 publishes that fill the cache", async () => {
    const visitor = "203.0.113.90";
    const linked = "enlace-usado@example.org";
    for (let n = 0; n < 5; n++) {
      const answer = await subscribe(siteA, visitor, n === 0 ? linked : `lectora${n}@example.org`);
      expect(answer.status, await answer.text()).toBe(200);
    }
    // The confirmation link, used once (through B).
    const link = new URL(
      /https?:\/\/\S+confirmar-suscripcion\?[^\s"<>]+/.exec((await messagesTo(linked))[0].TextPart ?? "")![0],
    );
    const confirm = (origin: string) =>
      fetch(`${origin}/api/newsletter-confirmation`, {
        method: "POST",
        body: new URLSearchParams(link.search),
        headers: headers(origin, "203.0.113.91"),
        signal: AbortSignal.timeout(30_000),
      }).then((answer) => answer.json());
    expect(await confirm(siteB)).toEqual({ ok: true, alreadyConfirmed: false });
    // One contact request under an idempotency key (through A).
    const key = randomUUID();
    const requester = "clave-sin-desalojo@example.org";
    expect((await postContact(siteA, "203.0.113.92", requester, key)).status).toBe(200);

    // 20 publishes of one product, each a new master ref: pages, sitemap and search snapshots are
    // written to the cache; filler pages on top make it full, so it evicts.
    const id = JSON.parse(fs.readFileSync(path.join(contentDir, "documents", EDITED_FILE), "utf8")).id as string;
    const filler = createClient({ url: cacheUrl });
    await filler.connect();
    for (let n = 0; n < PUBLISHES; n++) {
      editDocument(contentDir, EDITED_FILE, (document) => {
        document.data.name = `Árnica montana 9 CH (edición ${n})`;
      });
      await fetch(`http://127.0.0.1:${contentPort}/__admin/reload`, { method: "POST" });
      const webhook = await fetch(`${n % 2 ? siteB : siteA}/api/revalidate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ type: "api-update", secret: WEBHOOK_SECRET, masterRef: `ref-${n}`, documents: [id] }),
      });
      expect(webhook.status).toBe(202);
      for (let page = 0; page < 8; page++)
        await filler.set(`brezo:es:filler:${n}:${page}`, randomBytes(64 * 1024).toString("base64"));
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await filler.quit();
    expect(Number(await info(cacheUrl, "evicted_keys"))).toBeGreaterThan(0);
    expect(await info(stateUrl, "evicted_keys")).toBe("0");

    // The visitor's 6th submission is still refused, on either instance.
    expect((await subscribe(siteB, visitor, "lectora6@example.org")).status).toBe(429);
    // The used link is still used.
    expect(await confirm(siteA)).toEqual({ ok: true, alreadyConfirmed: true });
    // The idempotency key is still honoured: a replay, no second delivery.
    const replay = await postContact(siteB, "203.0.113.92", requester, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await messagesTo(requester)).length).toBe(1);
    // Neither instance warned about its state Redis evicting.
    for (const proc of [procA, procB])
      expect([...proc.stderr].filter((line) => line.includes("evicts keys"))).toEqual([]);
  }, 180_000);

  it("keeps at most one sitemap and one search snapshot per locale in the cache Redis, whatever the publishes", async () => {
    const client = createClient({ url: cacheUrl });
    await client.connect();
    try {
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: "*:snapshots:*", COUNT: 1000 }))
        keys.push(...(Array.isArray(batch) ? batch : [batch]));
      const names = keys.map((key) => key.split(":snapshots:")[1]);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((name) => name === "sitemap" || /^search:v\d+:es-es$/.test(name))).toBe(true);
    } finally {
      await client.quit();
    }
  });
});
