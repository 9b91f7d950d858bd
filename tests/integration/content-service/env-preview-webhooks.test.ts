import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { optionsFromEnv } from "@services/content/lib/config/env.mjs";
import { FIXTURE_DIR, copyFixture } from "./contentServiceHelpers";
import { freePort } from "@tests/support/ports";

const SERVER = path.resolve(__dirname, "../../../services/content/server.mjs");
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const fromEnv = (env: Record<string, string>) =>
  optionsFromEnv({ CONTENT_DIR: FIXTURE_DIR, ...env } as unknown as NodeJS.ProcessEnv, {
    defaultContentDir: FIXTURE_DIR,
  });

describe("CONTENT_PREVIEW_SITES, CONTENT_WEBHOOK_URLS, CONTENT_WEBHOOK_SECRET", () => {
  it("default to the two local sites and no webhooks", () => {
    const options = fromEnv({});
    expect(options.previewSites).toEqual({ "es-es": "http://localhost:3000", "es-co": "http://127.0.0.1:3001" });
    expect(options.webhooks).toEqual({ urls: [], secret: null });
  });

  it("are parsed (spaces and trailing slashes trimmed)", () => {
    const options = fromEnv({
      CONTENT_PREVIEW_SITES: " es-es=http://127.0.0.1:4000/ , es-co=https://co.example/preview ",
      CONTENT_WEBHOOK_URLS: "http://localhost:3000/api/revalidate, http://localhost:3001/api/revalidate?x=1",
      CONTENT_WEBHOOK_SECRET: "local-secret",
    });
    expect(options.previewSites).toEqual({ "es-es": "http://127.0.0.1:4000", "es-co": "https://co.example/preview" });
    expect(options.webhooks).toEqual({
      urls: ["http://localhost:3000/api/revalidate", "http://localhost:3001/api/revalidate?x=1"],
      secret: "local-secret",
    });
  });

  it("are validated with one line naming the variable", () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [
        { CONTENT_PREVIEW_SITES: "es-es" },
        /^content service: CONTENT_PREVIEW_SITES must be a comma-separated list of <lang>=<site URL>.*: "es-es" is not <lang>=<url> \(got "es-es"\)$/,
      ],
      [
        { CONTENT_PREVIEW_SITES: "es-es=localhost:3000" },
        /^content service: CONTENT_PREVIEW_SITES .*the site of es-es must be an absolute http\(s\) URL/,
      ],
      [
        { CONTENT_PREVIEW_SITES: "es-es=http://a,es-es=http://b" },
        /^content service: CONTENT_PREVIEW_SITES .*language "es-es" appears twice/,
      ],
      [{ CONTENT_PREVIEW_SITES: "es-es=http://a/?q=1" }, /^content service: CONTENT_PREVIEW_SITES .*without query/],
      [
        { CONTENT_WEBHOOK_URLS: "http://ok.example/hook,/api/revalidate" },
        /^content service: CONTENT_WEBHOOK_URLS must be a comma-separated list of absolute http\(s\) URLs: "\/api\/revalidate" is not an absolute http\(s\) URL/,
      ],
      [{ CONTENT_WEBHOOK_URLS: "ftp://x.example" }, /^content service: CONTENT_WEBHOOK_URLS must be/],
      [{ CONTENT_WEBHOOK_URLS: " , " }, /^content service: CONTENT_WEBHOOK_URLS must be .*: no URL/],
    ];
    for (const [env, message] of cases) {
      let error: Error | null = null;
      try {
        fromEnv(env);
      } catch (caught) {
        error = caught as Error;
      }
      expect(error?.message, JSON.stringify(env)).toMatch(message);
      expect(error?.message).not.toContain("\n");
    }
  });

  it("the CLI exits 1 with that one line", async () => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, CONTENT_SERVICE_PORT: "0", CONTENT_DIR: FIXTURE_DIR, CONTENT_WEBHOOK_URLS: "nope" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^content service: CONTENT_WEBHOOK_URLS must be a comma-separated list of absolute http\(s\) URLs: "nope" is not an absolute http\(s\) URL \(got "nope"\)\n$/,
    );
  });

  it("drive the CLI: /preview redirects to the configured site, a watched edit is announced to the webhook", async () => {
    const dir = await copyFixture();
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const bodies: Array<Record<string, unknown>> = [];
    const receiver = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        bodies.push(JSON.parse(raw));
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => receiver.close(resolve)));
    const hook = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/api/revalidate`;

    const port = await freePort();
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        CONTENT_SERVICE_PORT: String(port),
        CONTENT_DIR: dir,
        CONTENT_WATCH: "1",
        CONTENT_PREVIEW_SITES: "es-es=http://127.0.0.1:4555",
        CONTENT_WEBHOOK_URLS: hook,
        CONTENT_WEBHOOK_SECRET: "cli-secret",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    cleanups.push(
      () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.on("exit", resolve);
          child.kill("SIGTERM");
        }),
    );
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
        if (stdout.includes("/api/v2 (")) resolve();
      }),
    );
    const base = `http://localhost:${port}`;

    const preview = await fetch(`${base}/preview?documentId=prod-ruta`, { redirect: "manual" });
    expect(preview.status).toBe(302);
    expect(preview.headers.get("location")).toMatch(
      /^http:\/\/127\.0\.0\.1:4555\/api\/preview\?token=http%3A%2F%2Flocalhost%3A\d+%2Fpreviews%2F[\w-]+%3A\w+%3FwebsitePreviewId%3D\w+&documentId=prod-ruta$/,
    );

    const file = path.join(dir, "documents/product/nux-vomica.es-es.json");
    const doc = JSON.parse(await fs.readFile(file, "utf8"));
    doc.data.price = 6.99;
    const started = Date.now();
    await fs.writeFile(file, JSON.stringify(doc, null, 2));
    while (bodies.length === 0) {
      if (Date.now() - started > 2_000) throw new Error(`no webhook within 2 s; stdout: ${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const admin = await (await fetch(`${base}/__admin/webhooks`)).json();
    expect(bodies[0]).toMatchObject({
      type: "api-update",
      secret: "cli-secret",
      documents: ["prod-nux"],
      apiUrl: `${base}/api/v2`,
      domain: "local",
    });
    expect(admin).toEqual([
      expect.objectContaining({ url: hook, documents: ["prod-nux"], status: 200, attempt: 1, ok: true }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stdout).toContain(`content service: webhook ${hook} (1 document, attempt 1/5): delivered, 200\n`);
  });
});
