/**
 * A Next.js App Router site using @prismicio/next's `enableAutoPreviews` shows a draft through the
 * local content service's preview link (issue 26). The site is tests/fixtures/app-router-preview,
 * built with `next build` and served with `next start` (about 45 s on two shared cores, 32 s of
 * it the build; `next dev` took 15 s but is not how a site serves draft mode in production); the
 * content is the 2024 export fixture, whose `drafts/` retitles the `home` page.
 *
 * The browser is played over real HTTP with one cookie jar for `localhost` (cookies ignore ports,
 * so the service's cookie reaches the site as it would in a browser): the service's preview link
 * → the site's /api/preview (`redirectToPreviewURL`: cookie, draft mode, redirect) → the page.
 * @prismicio/next only reads an `io.prismic.preview` cookie holding `websitePreviewId=`, so this
 * fails with the service's former `preview.<22 characters>` tokens: the published page, no error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { startContentService } from "@services/content/server.mjs";
import { runToCompletion, startProcess, waitForUrl } from "@scripts/lib/processes.mjs";
import { freePort } from "@tests/support/ports";

const ROOT = path.resolve(__dirname, "../../..");
const APP_DIR = path.join(ROOT, "tests/fixtures/app-router-preview");
const CONTENT_DIR = path.join(ROOT, "tests/fixtures/prismic-export-vintages/2024");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const DIST_DIR = ".next-app-router-preview";
const HOME_ID = "ZeGZEAAAEwsAACpN";
const PUBLISHED = "Welcome home";
const DRAFT = "Welcome home, redesigned";

type Service = Awaited<ReturnType<typeof startContentService>>;
let service: Service;
let site: string;
let server: ReturnType<typeof startProcess> | undefined;

/** The cookies a browser holds for `localhost`, whatever the port. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("=")).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf("=") + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** A page's title (the fixture renders it as <h1 id="title">). */
async function titleAt(url: string, cookie = ""): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const html = await response.text();
  return /<h1 id="title">([^<]*)<\/h1>/.exec(html)?.[1] ?? `(no title in ${html.slice(0, 200)})`;
}

beforeAll(async () => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  service = await startContentService({
    port: 0,
    contentDir: CONTENT_DIR,
    previewSites: { "en-us": site },
    reportModelProblems: () => {},
  });
  const env = { NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", CONTENT_API_ENDPOINT: service.apiEndpoint };
  await runToCompletion("app-router build", process.execPath, [NEXT_BIN, "build"], {
    cwd: APP_DIR,
    env: { ...env, NODE_ENV: "production" },
    quiet: true,
  });
  server = startProcess("app-router", process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    cwd: APP_DIR,
    env: { ...env, NODE_ENV: "production" },
    quiet: true,
  });
  await waitForUrl(`${site}/home`, { process: server, timeoutMs: 60_000 });
}, 300_000);

afterAll(async () => {
  if (server?.pid !== undefined) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await server.exited;
  }
  await service?.close();
});

describe("an App Router site with enableAutoPreviews", () => {
  it("shows the published page to a visitor", async () => {
    expect(await titleAt(`${site}/home`)).toBe(PUBLISHED);
  });

  it("shows the draft after the service's preview link; the cookie alone, without draft mode, shows nothing", async () => {
    const jar = new CookieJar();
    const button = await fetch(`${service.url}/preview?documentId=${HOME_ID}`, { redirect: "manual" });
    expect(button.status).toBe(302);
    jar.take(button);
    const previewRoute = button.headers.get("location") ?? "";
    expect(previewRoute.startsWith(`${site}/api/preview?token=`)).toBe(true);

    const started = await fetch(previewRoute, { redirect: "manual", headers: { cookie: jar.header() } });
    expect(started.status).toBe(307);
    jar.take(started);
    expect(new URL(started.headers.get("location") ?? "", site).pathname).toBe("/home");
    expect(decodeURIComponent(jar.cookies.get("io.prismic.preview") ?? "")).toContain("websitePreviewId=");
    expect(jar.cookies.has("__prerender_bypass")).toBe(true);

    expect(await titleAt(`${site}/home`, jar.header())).toBe(DRAFT);
    // Without draft mode the cookie alone shows nothing (as with Prismic).
    expect(await titleAt(`${site}/home`, `io.prismic.preview=${jar.cookies.get("io.prismic.preview")}`)).toBe(
      PUBLISHED,
    );
  });

  it("reads the cookie in the JSON form Prismic's toolbar writes", async () => {
    const jar = new CookieJar();
    const button = await fetch(`${service.url}/preview?documentId=${HOME_ID}`, { redirect: "manual" });
    jar.take(button);
    const json = jar.cookies.get("io.prismic.preview") ?? "";
    expect(decodeURIComponent(json).startsWith('{"local.prismic.io":{"preview":"')).toBe(true);
    const started = await fetch(button.headers.get("location") ?? "", {
      redirect: "manual",
      headers: { cookie: jar.header() },
    });
    jar.take(started);
    // The toolbar rewrites the cookie in its JSON form during the session.
    jar.cookies.set("io.prismic.preview", json);
    expect(await titleAt(`${site}/home`, jar.header())).toBe(DRAFT);
  });

  it("a made-up token of the same shape shows the published page, without an error", async () => {
    const jar = new CookieJar();
    const button = await fetch(`${service.url}/preview?documentId=${HOME_ID}`, { redirect: "manual" });
    jar.take(button);
    jar.take(
      await fetch(button.headers.get("location") ?? "", { redirect: "manual", headers: { cookie: jar.header() } }),
    );
    const token = decodeURIComponent(jar.cookies.get("io.prismic.preview") ?? "");
    jar.cookies.set(
      "io.prismic.preview",
      encodeURIComponent(token.replace(/previews\/[\w-]{22}/, "previews/AAAAAAAAAAAAAAAAAAAAAA")),
    );
    expect(await titleAt(`${site}/home`, jar.header())).toBe(PUBLISHED);
  });
});
