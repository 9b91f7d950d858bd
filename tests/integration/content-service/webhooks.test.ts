import fs from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as prismic from "@prismicio/client";
import {
  copyFixture,
  createClient,
  rejectionOf,
  startFixtureService,
  writeJson,
  type ContentService,
} from "./contentServiceHelpers";

interface Received {
  method: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
  at: number;
}

/** A local webhook receiver: answers each request with the next status of `statuses` (then the last one). */
async function startReceiver(statuses: Array<number | "hang"> = [200]) {
  const received: Received[] = [];
  const waiting: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      received.push({
        method: req.method ?? "",
        contentType: req.headers["content-type"],
        body: JSON.parse(raw),
        at: performance.now(),
      });
      waiting.splice(0).forEach((wake) => wake());
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)];
      if (status === "hang") return; // never answers
      res.writeHead(status, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    received,
    /** Resolves once `count` requests have arrived. */
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook requests, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fixtureCopy(): Promise<string> {
  const dir = await copyFixture();
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function receiver(statuses?: Array<number | "hang">) {
  const started = await startReceiver(statuses);
  cleanups.push(started.close);
  return started;
}

async function service(options: Parameters<typeof startFixtureService>[0]): Promise<ContentService> {
  const started = await startFixtureService(options);
  cleanups.push(started.close);
  return started;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents are edited freely
async function editJson(file: string, edit: (doc: Record<string, any>) => void) {
  const doc = JSON.parse(await fs.readFile(file, "utf8"));
  edit(doc);
  await writeJson(file, doc);
}

const FAST_RETRIES = [20, 20, 20, 20];

describe("webhooks after a published change", () => {
  it("POST Prismic's api-update body (secret, new master ref, changed ids) to every URL", async () => {
    const dir = await fixtureCopy();
    const [first, second] = [await receiver(), await receiver([204])];
    const svc = await service({ contentDir: dir, webhooks: { urls: [first.url, second.url], secret: "s3cr3t" } });
    const oldRef = svc.masterRef();

    await editJson(path.join(dir, "documents/product/nux-vomica.es-es.json"), (doc) => (doc.data.price = 6.4));
    await fs.rm(path.join(dir, "documents/page/quienes-somos.es-co.json"));
    await writeJson(path.join(dir, "documents/page/nueva.es-es.json"), {
      id: "page-nueva",
      uid: "nueva",
      type: "page",
      lang: "es-es",
      first_publication_date: "2025-01-01",
      data: {},
    });
    const result = await (await fetch(`${svc.url}/__admin/reload`, { method: "POST" })).json();
    expect(result).toMatchObject({
      changed: true,
      webhookDocuments: ["page-nueva", "page-quienes-somos-co", "prod-nux"],
    });
    expect(svc.masterRef()).not.toBe(oldRef);

    await Promise.all([first.waitFor(1), second.waitFor(1)]);
    for (const target of [first, second]) {
      expect(target.received).toHaveLength(1);
      expect(target.received[0].method).toBe("POST");
      expect(target.received[0].contentType).toBe("application/json");
      expect(target.received[0].body).toEqual({
        type: "api-update",
        domain: "local",
        apiUrl: `${svc.url}/api/v2`,
        secret: "s3cr3t",
        masterRef: svc.masterRef(),
        releases: {},
        masks: {},
        tags: {},
        documents: ["page-nueva", "page-quienes-somos-co", "prod-nux"],
      });
    }
    // The master ref in the body works; the old one is expired.
    expect((await fetch(`${svc.apiEndpoint}/documents/search?ref=${svc.masterRef()}`)).status).toBe(200);
    expect((await fetch(`${svc.apiEndpoint}/documents/search?ref=${oldRef}`)).status).toBe(410);
  });

  it("reports release documents; domain is the first repository name; secret null when unset", async () => {
    const dir = await fixtureCopy();
    const target = await receiver();
    const svc = await service({
      contentDir: dir,
      repositoryNames: ["laboratorios-alba", "otro"],
      publicUrl: "http://content.example:8080/",
      webhooks: { urls: [target.url], secret: null },
    });
    await editJson(
      path.join(dir, "releases/primavera-2025/product/echinacea.es-es.json"),
      (doc) => (doc.data.price = 11),
    );
    expect((await svc.reload()).webhookDocuments).toEqual(["prod-echinacea"]);
    await target.waitFor(1);
    expect(target.received[0].body).toMatchObject({
      domain: "laboratorios-alba",
      apiUrl: "http://content.example:8080/api/v2",
      secret: null,
      documents: ["prod-echinacea"],
      masterRef: svc.masterRef(),
    });
  });

  it("does not fire for draft-only changes, nor for a reload without changes", async () => {
    const dir = await fixtureCopy();
    const target = await receiver();
    const svc = await service({ contentDir: dir, webhooks: { urls: [target.url], secret: "x" } });
    expect((await svc.reload()).changed).toBe(false);
    await editJson(path.join(dir, "drafts/product/ruta-graveolens.es-es.json"), (doc) => (doc.data.price = 9));
    await writeJson(path.join(dir, "drafts/page/otra.es-es.json"), {
      id: "page-otra",
      uid: "otra",
      type: "page",
      lang: "es-es",
      first_publication_date: "2025-01-01",
      data: {},
    });
    const result = await svc.reload();
    expect(result).toMatchObject({ changed: false, drafts: 4, webhookDocuments: null });
    await svc.webhooksIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(target.received).toHaveLength(0);
    expect(svc.webhookDeliveries()).toEqual([]);
  });
});

describe("webhook delivery", () => {
  it("retries a non-2xx answer, logs every attempt on stdout, in webhookDeliveries() and GET /__admin/webhooks", async () => {
    const dir = await fixtureCopy();
    const target = await receiver([503, 500, 200]);
    const svc = await service({
      contentDir: dir,
      webhooks: { urls: [target.url], secret: "s", retryDelaysMs: FAST_RETRIES },
    });
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      if (String(chunk).includes("webhook")) {
        lines.push(String(chunk));
        return true;
      }
      return write(chunk, ...(rest as []));
    });

    await editJson(path.join(dir, "documents/product/nux-vomica.es-es.json"), (doc) => (doc.tags = ["otra"]));
    await svc.reload();
    await svc.webhooksIdle();

    expect(target.received).toHaveLength(3);
    expect(target.received.map((request) => request.body)).toEqual(Array(3).fill(target.received[0].body));
    const log = await (await fetch(`${svc.url}/__admin/webhooks`)).json();
    expect(log).toEqual(svc.webhookDeliveries());
    expect(
      log.map((entry: { status: number; attempt: number; ok: boolean }) => [entry.status, entry.attempt, entry.ok]),
    ).toEqual([
      [503, 1, false],
      [500, 2, false],
      [200, 3, true],
    ]);
    expect(log[0]).toMatchObject({
      url: target.url,
      documents: ["prod-nux"],
      masterRef: svc.masterRef(),
      error: "HTTP 503",
    });
    expect(Number.isNaN(Date.parse(log[0].time))).toBe(false);
    expect(lines).toEqual([
      `content service: webhook ${target.url} (1 document, attempt 1/5): HTTP 503; retrying in 20 ms\n`,
      `content service: webhook ${target.url} (1 document, attempt 2/5): HTTP 500; retrying in 20 ms\n`,
      `content service: webhook ${target.url} (1 document, attempt 3/5): delivered, 200\n`,
    ]);

    expect((await fetch(`${svc.url}/__admin/webhooks`, { method: "DELETE" })).status).toBe(200);
    expect(svc.webhookDeliveries()).toEqual([]);
  });

  it("retries network errors and gives up after 5 attempts", async () => {
    const dir = await fixtureCopy();
    const closed = await startReceiver();
    await closed.close(); // nothing listens on that port any more
    const svc = await service({
      contentDir: dir,
      webhooks: { urls: [closed.url], secret: null, retryDelaysMs: FAST_RETRIES },
    });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await editJson(path.join(dir, "documents/product/nux-vomica.es-es.json"), (doc) => (doc.data.stock = 1));
    await svc.reload();
    await svc.webhooksIdle();
    const log = svc.webhookDeliveries();
    expect(log.map((entry) => entry.attempt)).toEqual([1, 2, 3, 4, 5]);
    expect(log.every((entry) => entry.status === null && !entry.ok && /ECONNREFUSED/.test(entry.error ?? ""))).toBe(
      true,
    );
  });

  it("gives each attempt a timeout", async () => {
    const dir = await fixtureCopy();
    const target = await receiver(["hang", 200]);
    const svc = await service({
      contentDir: dir,
      webhooks: { urls: [target.url], secret: null, retryDelaysMs: [10], timeoutMs: 200 },
    });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await editJson(path.join(dir, "documents/product/nux-vomica.es-es.json"), (doc) => (doc.data.stock = 2));
    await svc.reload();
    await svc.webhooksIdle();
    expect(svc.webhookDeliveries().map((entry) => [entry.attempt, entry.status, entry.error])).toEqual([
      [1, null, "no answer within 200 ms"],
      [2, 200, null],
    ]);
  });

  it("waits 1 s before the first retry by default", async () => {
    const dir = await fixtureCopy();
    const target = await receiver([500, 200]);
    const svc = await service({ contentDir: dir, webhooks: { urls: [target.url], secret: null } });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await editJson(path.join(dir, "documents/product/nux-vomica.es-es.json"), (doc) => (doc.data.stock = 3));
    await svc.reload();
    await target.waitFor(2);
    expect(target.received[1].at - target.received[0].at).toBeGreaterThanOrEqual(950);
    expect(target.received[1].at - target.received[0].at).toBeLessThan(1_800);
  });

  it("stops retrying when the service closes", async () => {
    const dir = await fixtureCopy();
    const target = await receiver([500]);
    const svc = await startFixtureService({ contentDir: dir, webhooks: { urls: [target.url], secret: null } });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    await editJson(path.join(dir, "documents/product/nux-vomica.es-es.json"), (doc) => (doc.data.stock = 4));
    await svc.reload();
    await target.waitFor(1);
    const { ms } = await (async () => {
      const started = performance.now();
      await svc.close();
      return { ms: performance.now() - started };
    })();
    expect(ms).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(target.received).toHaveLength(1);
  });
});

describe("watch + webhook", () => {
  it("an edited published document is live and announced within 2 s; a draft edit is not announced", async () => {
    const dir = await fixtureCopy();
    const target = await receiver();
    const svc = await service({ contentDir: dir, watch: true, webhooks: { urls: [target.url], secret: "w" } });
    const client = createClient(svc);
    const oldRef = svc.masterRef();

    // a draft-only change: reloaded (the preview shows it), no webhook, same master ref
    await editJson(
      path.join(dir, "drafts/product/ruta-graveolens.es-es.json"),
      (doc) => (doc.data.title[0].text = "Ruta — v2"),
    );
    const deadline = Date.now() + 2_000;
    const { ref } = svc.createPreviewRef();
    const preview = createClient(svc);
    preview.queryContentFromRef(ref);
    while (prismic.asText((await preview.getByID("prod-ruta")).data.title as prismic.RichTextField) !== "Ruta — v2") {
      if (Date.now() > deadline) throw new Error("the draft change was not reloaded within 2 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(svc.masterRef()).toBe(oldRef);

    const started = performance.now();
    await editJson(
      path.join(dir, "documents/product/nux-vomica.es-es.json"),
      (doc) => (doc.data.title[0].text = "Nux Vomica 15CH — editado"),
    );
    await target.waitFor(1, 2_000);
    expect(target.received[0].at - started).toBeLessThan(2_000);
    expect(target.received).toHaveLength(1);
    expect(target.received[0].body).toMatchObject({
      type: "api-update",
      secret: "w",
      documents: ["prod-nux"],
      masterRef: svc.masterRef(),
    });
    expect(svc.masterRef()).not.toBe(oldRef);
    expect(prismic.asText((await client.getByUID("product", "nux-vomica")).data.title as prismic.RichTextField)).toBe(
      "Nux Vomica 15CH — editado",
    );
  });
});

describe("webhook options", () => {
  it("rejects invalid webhook URLs and preview sites with one line", async () => {
    for (const [options, message] of [
      [
        { webhooks: { urls: ["ftp://x"], secret: null } },
        /^content service: webhooks\.urls: "ftp:\/\/x" is not an absolute http\(s\) URL$/,
      ],
      [{ webhooks: { urls: ["/api/revalidate"], secret: null } }, /^content service: webhooks\.urls: /],
      [{ webhooks: { urls: [], secret: 12 } }, /^content service: webhooks\.secret must be a string or null$/],
      [
        { previewSites: { "es-es": "localhost:3000" } },
        /^content service: previewSites: the site of es-es must be an absolute http\(s\) URL/,
      ],
      [
        { previewSites: { es_es: "http://localhost:3000" } },
        /^content service: previewSites: "es_es" is not a language id/,
      ],
    ] as const) {
      const error = await rejectionOf(startFixtureService(options as Parameters<typeof startFixtureService>[0]));
      expect(error.message).toMatch(message);
    }
  });
});
