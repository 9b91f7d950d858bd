/**
 * Resilience to a content outage (issue 8, part 3), over real HTTP: `next start` of the es build,
 * the real content service process stopped and started again, a silent TCP server for a service
 * that never answers.
 *
 * 1. A service that accepts connections and never answers: a page that needs content fails within
 *    the client's bounded timeout, on the 500 error screen; the next one fails at once.
 * 2. Service stopped (connection refused): every prerendered page answers 200 under load, and the
 *    logs grow by the circuit's one line plus at most two per page (Next logs each failed background
 *    regeneration twice, each error on one line), not by anything per request; a second burst within
 *    Next's retry window adds nothing.
 * 3. A page never prerendered fails fast to the 500 screen.
 * 4. The service returns with an edited document: the page shows it after its next revalidation.
 * 5. Service stopped: a job application to an offer answers 503 with a Spanish message and sends
 *    nothing (the offer cannot be checked); a spontaneous application is still delivered.
 * 6. Service stopped: the publishing webhook answers 202 at once; its read is retried for about
 *    20 s, then the change is left to ISR's expiry (the page shows it once the service is back).
 */
import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { revalidationPath } from "@/server/revalidate/pagePath";
import {
  ROOT,
  agePrerenderedPages,
  builtSite,
  copyBuild,
  copyContent,
  editDocument,
  freePort,
  tearDown,
  throwawayDir,
  startContentService,
  startMailSink,
  mailSinkSiteEnv,
  startSite,
  stop,
  WEBHOOK_SECRET,
  type Proc,
} from "./stack";
import path from "node:path";

const COUNTRY = { defaultLocale: "es-es" as const, locales: ["es-es" as const] };
/** The client's timeout for one content request (src/lib/prismic/contentFetch.ts). */
const CONTENT_TIMEOUT_MS = 10_000;
const EDITED_FILE = "product/brezosil-jarabe.es-es.json";
const EDITED_PATH = "/nuestros-productos/brezosil-jarabe";
const NEW_NAME = "Brezosil jarabe (tras la caída)";

let distDir = "";
let contentDir = "";
let contentPort = 0;
let site: Proc;
let service: Proc | null = null;
let base = "";
let blackHole: net.Server | null = null;
let sinkUrl = "";
const heldSockets = new Set<net.Socket>();

async function get(pathname: string) {
  const started = performance.now();
  const response = await fetch(base + pathname, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return {
    status: response.status,
    body,
    ms: performance.now() - started,
    cache: response.headers.get("x-nextjs-cache"),
  };
}

/**
 * Requests the paths round-robin from `concurrency` workers for `durationMs`, and until each path
 * was asked for at least `rounds` times (a busy machine answers fewer in the time); returns every
 * answer's status.
 */
async function burst(paths: string[], durationMs: number, { concurrency = 16, rounds = 8 } = {}) {
  const statuses: { path: string; status: number; ms: number }[] = [];
  const end = Date.now() + durationMs;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end || next < paths.length * rounds) {
        const pathname = paths[next++ % paths.length];
        const { status, ms } = await get(pathname);
        statuses.push({ path: pathname, status, ms });
      }
    }),
  );
  return statuses;
}

/** The 500 error screen (ErrorScreen, src/pages/500.tsx). */
const serverErrorScreen = (body: string) => body.includes("Algo no ha ido bien");

beforeAll(async () => {
  distDir = copyBuild(builtSite(), "resilience");
  // A site that has been running for a while: its pages are older than their revalidation time.
  agePrerenderedPages(distDir, 3600);
  contentDir = copyContent();
  contentPort = await freePort();
  const sitePort = await freePort();
  base = `http://127.0.0.1:${sitePort}`;
  // 1. Something listens on the content port but never answers.
  blackHole = net.createServer((socket) => {
    heldSockets.add(socket);
    socket.on("close", () => heldSockets.delete(socket));
  });
  await new Promise<void>((resolve) => blackHole!.listen(contentPort, "127.0.0.1", resolve));
  const sinkPort = await freePort();
  const mailDir = throwawayDir("resilience-mail");
  await startMailSink(sinkPort, mailDir);
  sinkUrl = `http://127.0.0.1:${sinkPort}`;
  site = await startSite(distDir, sitePort, contentPort, mailSinkSiteEnv(sinkPort, mailDir));
}, 180_000);

afterAll(async () => {
  for (const socket of heldSockets) socket.destroy();
  blackHole?.close();
  await tearDown();
});

/** Posts a job application (multipart, from the site's own origin) with a one-page PDF as CV. */
function apply(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    given_name: "Lucía",
    family_name: "Ortega",
    email: "lucia@example.org",
    message: "Me interesa.",
    ...fields,
  }))
    body.append(name, value);
  body.append("cv", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")]), "cv.pdf");
  return fetch(`${base}/api/job-application`, { method: "POST", body, headers: { Origin: base } });
}
const sinkMessages = async () => {
  const body = (await (await fetch(`${sinkUrl}/api/messages`)).json()) as unknown[] | { messages: unknown[] };
  return (Array.isArray(body) ? body : body.messages).length;
};

describe("content outage", () => {
  let publicPaths: string[] = [];

  it("a service that never answers: the page fails within the client's timeout, then at once", async () => {
    const first = await get("/nuestros-productos/no-prerenderizado-1");
    expect(first.status).toBe(500);
    expect(serverErrorScreen(first.body)).toBe(true);
    expect(first.ms).toBeLessThan(CONTENT_TIMEOUT_MS + 5_000);
    const second = await get("/nuestros-productos/no-prerenderizado-2");
    expect(second.status).toBe(500);
    expect(second.ms).toBeLessThan(1_500);
  }, 60_000);

  it("with the service up, the sitemap lists the prerendered pages", async () => {
    for (const socket of heldSockets) socket.destroy();
    await new Promise<void>((resolve) => blackHole!.close(() => resolve()));
    blackHole = null;
    service = await startContentService(contentPort, contentDir);
    // The circuit lets a probe through at most 5 s after its last failure: a page never
    // prerendered reads the content (the sitemap reads the published record, not the content).
    const deadline = Date.now() + 20_000;
    while ((await get("/nuestros-productos/no-prerenderizado-3")).status !== 404 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    await vi.waitFor(
      () => expect(site.stdout.some((line) => /content service: reachable again/.test(line))).toBe(true),
      {
        timeout: 20_000,
        interval: 500,
      },
    );
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, distDir, "prerender-manifest.json"), "utf8")) as {
      routes: Record<string, unknown>;
    };
    // The sitemap index lists one sitemap per section.
    const files = await Promise.all(
      [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => get(new URL(match[1]).pathname)),
    );
    publicPaths = files
      .flatMap((file) => [...file.body.matchAll(/<loc>([^<]+)<\/loc>/g)])
      .map((match) => new URL(match[1]).pathname)
      .filter((pathname) => revalidationPath(pathname, COUNTRY) in manifest.routes);
    expect(publicPaths.length).toBeGreaterThan(20);
    expect(publicPaths).toContain(EDITED_PATH);
  }, 60_000);

  it("service stopped: every prerendered page answers 200 under load, with no log line per request", async () => {
    await stop(service!);
    service = null;
    const before = site.stderr.length;
    const first = await burst(publicPaths, 8_000);
    const failures = first.filter((answer) => answer.status !== 200);
    expect(failures).toEqual([]);
    expect(first.length).toBeGreaterThan(publicPaths.length * 3);
    const logged = site.stderr.slice(before);
    // One line when the outage starts; then, per page whose regeneration failed, Next's two lines
    // ("⨯ <error>" from the render, "<error>" from the response cache), each error on one line.
    expect(logged.filter((line) => /content service: unreachable/.test(line))).toHaveLength(1);
    expect(logged.filter((line) => !/ContentUnavailableError|content service: unreachable/.test(line))).toEqual([]);
    expect(logged.length).toBeLessThanOrEqual(2 * publicPaths.length + 1);
    expect(logged.length).toBeLessThan(first.length / 3);

    // Within Next's retry window after a failed regeneration (min(revalidate, 30 s)), nothing new is logged.
    const afterFirst = site.stderr.length;
    const second = await burst(publicPaths, 4_000, { rounds: 1 });
    expect(second.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(site.stderr.slice(afterFirst)).toEqual([]);
  }, 60_000);

  it("service stopped: a page never prerendered fails fast to the 500 error screen", async () => {
    const answer = await get("/nuestros-productos/nunca-prerenderizado");
    expect(answer.status).toBe(500);
    expect(serverErrorScreen(answer.body)).toBe(true);
    expect(answer.ms).toBeLessThan(1_500);
  });

  it("service stopped: an application to an offer answers 503 and sends nothing; a spontaneous one is delivered", async () => {
    const refused = await apply({ offer: "delegado-comercial-farmacia-madrid" });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toContain("no podemos comprobar esta oferta");
    expect(await sinkMessages()).toBe(0);
    expect((await apply({})).status).toBe(200);
    expect(await sinkMessages()).toBe(2);
  });

  it("service stopped: the publishing webhook still answers 202 at once and keeps the change for later", async () => {
    const id = JSON.parse(fs.readFileSync(path.join(contentDir, "documents", EDITED_FILE), "utf8")).id as string;
    const started = performance.now();
    const response = await fetch(`${base}/api/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret: WEBHOOK_SECRET, masterRef: "outage", documents: [id] }),
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ queued: [id], alreadyHandled: [] });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("service back with an edited document: the page shows it after its next revalidation", async () => {
    const old = await get(EDITED_PATH);
    expect(old.status).toBe(200);
    expect(old.body).not.toContain(NEW_NAME);
    editDocument(contentDir, EDITED_FILE, (document) => {
      document.data.name = NEW_NAME;
    });
    service = await startContentService(contentPort, contentDir);
    // After a failed regeneration Next keeps the page for min(revalidate, 30 s), then regenerates it
    // on the next request: the new text appears within that window plus one render.
    const deadline = Date.now() + 50_000;
    let page = await get(EDITED_PATH);
    while (!page.body.includes(NEW_NAME) && Date.now() < deadline) {
      expect(page.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      page = await get(EDITED_PATH);
    }
    expect(page.status).toBe(200);
    expect(page.body).toContain(NEW_NAME);
    expect(site.stdout.some((line) => /content service: reachable again/.test(line))).toBe(true);
    // The webhook sent during the outage was retried a few times (about 20 s), then left to ISR's
    // expiry with one line saying so, unless the service came back in time for a retry.
    const outcome = (line: string) =>
      /revalidate: 1 document\(s\) → /.test(line) || /could not read the pages of 1 document\(s\).*attempt/.test(line);
    const mappedDeadline = Date.now() + 40_000;
    while (![...site.stdout, ...site.stderr].some(outcome) && Date.now() < mappedDeadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...site.stdout, ...site.stderr].some(outcome)).toBe(true);
  }, 120_000);
});
