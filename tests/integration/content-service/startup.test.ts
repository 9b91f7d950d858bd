import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadStore } from "@services/content/server.mjs";
import { FIXTURE_DIR, copyFixture, rejectionOf, startFixtureService, writeJson } from "./contentServiceHelpers";
import { freePort, withPortTaken } from "@tests/support/ports";

const SERVER = path.resolve(__dirname, "../../../services/content/server.mjs");
const temporary: string[] = [];

async function fixtureCopy(): Promise<string> {
  const dir = await copyFixture();
  temporary.push(dir);
  return dir;
}

/** Runs the CLI until it prints its ready line or exits; returns what it printed and its exit code. */
function runCli(env: Record<string, string>, { stopWhenReady = true } = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (stopWhenReady && stdout.includes("/api/v2 (")) child.kill("SIGTERM");
    });
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe("start-up validation", () => {
  const cases: Array<[string, (dir: string) => Promise<void>, RegExp]> = [
    [
      "malformed JSON",
      (dir) => fs.writeFile(path.join(dir, "documents/product/nux-vomica.es-es.json"), '{ "id": "prod-nux", '),
      /^content service: .*documents\/product\/nux-vomica\.es-es\.json: malformed JSON \(/,
    ],
    [
      "an unknown type",
      (dir) =>
        writeJson(path.join(dir, "documents/product/arnica.json"), {
          id: "x1",
          type: "prodct",
          lang: "es-es",
          first_publication_date: "2024-01-01",
          data: {},
        }),
      /documents\/product\/arnica\.json: unknown type "prodct" \(known types: settings, category, product, author, article, page\)$/,
    ],
    [
      "an unknown lang",
      (dir) =>
        writeJson(path.join(dir, "documents/page/x.json"), {
          id: "x2",
          type: "page",
          lang: "fr-fr",
          first_publication_date: "2024-01-01",
          data: {},
        }),
      /documents\/page\/x\.json: unknown lang "fr-fr" \(repository\.json languages: es-es, es-co\)$/,
    ],
    [
      "a missing field",
      (dir) =>
        writeJson(path.join(dir, "documents/page/y.json"), {
          id: "x3",
          type: "page",
          lang: "es-es",
          first_publication_date: "2024-01-01",
        }),
      /documents\/page\/y\.json: missing "data"$/,
    ],
    [
      "a duplicate id",
      (dir) =>
        writeJson(path.join(dir, "documents/page/z.json"), {
          id: "prod-nux",
          type: "page",
          lang: "es-es",
          first_publication_date: "2024-01-01",
          data: {},
        }),
      /: duplicate id "prod-nux" \(also in .*\)$/,
    ],
    [
      "a duplicate (type, lang, uid)",
      (dir) =>
        writeJson(path.join(dir, "documents/page/w.json"), {
          id: "x4",
          uid: "contacto",
          type: "page",
          lang: "es-es",
          first_publication_date: "2024-01-01",
          data: {},
        }),
      /: duplicate uid "contacto" for type "page" and lang "es-es" \(also in .*\)$/,
    ],
    [
      "an image that is not in assets/",
      (dir) =>
        writeJson(path.join(dir, "documents/page/v.json"), {
          id: "x5",
          type: "page",
          lang: "es-es",
          first_publication_date: "2024-01-01",
          data: { hero: { url: "/assets/nope.jpg" } },
        }),
      /documents\/page\/v\.json: image "\/assets\/nope\.jpg" not found/,
    ],
    [
      "an undeclared release directory",
      (dir) =>
        writeJson(path.join(dir, "releases/invierno/page/a.json"), {
          id: "x6",
          type: "page",
          lang: "es-es",
          first_publication_date: "2024-01-01",
          data: {},
        }),
      /releases\/invierno: release "invierno" is not declared in repository\.json releases/,
    ],
  ];

  for (const [what, breakIt, message] of cases) {
    it(`stops on ${what}, naming the file`, async () => {
      const dir = await fixtureCopy();
      await breakIt(dir);
      const error = await rejectionOf(startFixtureService({ contentDir: dir }));
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain("\n");
    });
  }

  it("loads the fixture", async () => {
    const store = await loadStore(FIXTURE_DIR);
    expect(store.master.size).toBe(17);
    expect([...store.releases.keys()]).toEqual(["primavera-2025"]);
  });
});

describe("refs follow the content", () => {
  it("gives the same master ref for the same content and a new one when it changes (old ref → 410)", async () => {
    const dir = await fixtureCopy();
    const first = await startFixtureService({ contentDir: dir });
    const second = await startFixtureService({ contentDir: dir });
    try {
      expect(second.masterRef()).toBe(first.masterRef());
      const oldRef = first.masterRef();
      await writeJson(path.join(dir, "documents/page/nueva.json"), {
        id: "page-nueva",
        uid: "nueva",
        type: "page",
        lang: "es-es",
        first_publication_date: "2025-01-01T00:00:00Z",
        data: {},
      });
      const reloaded = await (await fetch(`${first.url}/__admin/reload`, { method: "POST" })).json();
      expect(reloaded).toMatchObject({ changed: true, documents: 18 });
      expect(first.masterRef()).not.toBe(oldRef);
      const stale = await fetch(`${first.apiEndpoint}/documents/search?ref=${oldRef}`);
      expect(stale.status).toBe(410);

      await fs.writeFile(path.join(dir, "documents/page/nueva.json"), "{");
      const invalid = await fetch(`${first.url}/__admin/reload`, { method: "POST" });
      expect(invalid.status).toBe(422);
      expect((await invalid.json()).error).toMatch(/nueva\.json: malformed JSON/);
      expect((await fetch(`${first.apiEndpoint}/documents/search?ref=${first.masterRef()}`)).status).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe("CLI", () => {
  it("prints its ready line and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const { code, stdout } = await runCli({ CONTENT_SERVICE_PORT: String(port), CONTENT_DIR: FIXTURE_DIR });
    expect(stdout).toMatch(
      new RegExp(`^content service: http://localhost:${port}/api/v2 \\(17 documents, master ref [A-Za-z0-9]{16}\\)\\n`),
    );
    expect(stdout).toContain("content service: stopped (SIGTERM)");
    expect(code).toBe(0);
  });

  it("exits 1 with one line when the port is in use", async () => {
    await withPortTaken(async (port) => {
      const { code, stdout, stderr } = await runCli(
        { CONTENT_SERVICE_PORT: String(port), CONTENT_DIR: FIXTURE_DIR },
        { stopWhenReady: false },
      );
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toBe(`content service: port ${port} is already in use (set CONTENT_SERVICE_PORT)\n`);
    });
  });

  it("names the variable when an environment value is invalid", async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ CONTENT_SERVICE_PORT: "tres mil" }, /^content service: CONTENT_SERVICE_PORT must be an integer/],
      [
        { CONTENT_DIR: "/nonexistent/content" },
        /^content service: CONTENT_DIR \/nonexistent\/content is not a directory/,
      ],
      [
        { CONTENT_SERVICE_PUBLIC_URL: "ftp://x" },
        /^content service: CONTENT_SERVICE_PUBLIC_URL must be an http\(s\) URL/,
      ],
      [{ CONTENT_FAULTS: "{not json" }, /^content service: CONTENT_FAULTS is invalid: /],
      [
        { CONTENT_FAULTS: '{"status429":{"count":"x"}}' },
        /^content service: CONTENT_FAULTS is invalid: faults\.status429\.count/,
      ],
      [{ CONTENT_REPOSITORY_NAMES: "ok, bad name" }, /^content service: CONTENT_REPOSITORY_NAMES must be/],
    ];
    for (const [env, message] of cases) {
      const { code, stderr } = await runCli(
        { CONTENT_SERVICE_PORT: "0", CONTENT_DIR: FIXTURE_DIR, ...env },
        { stopWhenReady: false },
      );
      expect(code, JSON.stringify(env)).toBe(1);
      expect(stderr).toMatch(message);
      expect(stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("exits 1 with the validation message on invalid content", async () => {
    const dir = await fixtureCopy();
    await writeJson(path.join(dir, "documents/product/arnica.json"), {
      id: "x1",
      type: "prodct",
      lang: "es-es",
      first_publication_date: "2024-01-01",
      data: {},
    });
    const { code, stderr } = await runCli({ CONTENT_SERVICE_PORT: "0", CONTENT_DIR: dir }, { stopWhenReady: false });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^content service: .*documents\/product\/arnica\.json: unknown type "prodct" \(known types: .*\)\n$/,
    );
  });

  it("applies CONTENT_FAULTS, CONTENT_ACCESS_TOKEN and CONTENT_REQUEST_LOG", async () => {
    const dir = await fixtureCopy();
    const logFile = path.join(dir, "requests.log");
    const port = await freePort();
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        CONTENT_SERVICE_PORT: String(port),
        CONTENT_DIR: FIXTURE_DIR,
        CONTENT_ACCESS_TOKEN: "tok",
        CONTENT_REQUEST_LOG: logFile,
        CONTENT_FAULTS: JSON.stringify({ status5xx: { count: 1, status: 502 }, paths: ["repository"] }),
        CONTENT_SERVICE_PUBLIC_URL: "http://content.example:8080",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      await new Promise<void>((resolve) =>
        child.stdout.on("data", (chunk) => String(chunk).includes("/api/v2 (") && resolve()),
      );
      const endpoint = `http://localhost:${port}/api/v2`;
      expect((await fetch(`${endpoint}?access_token=tok`)).status).toBe(502);
      expect((await fetch(endpoint)).status).toBe(401);
      const ok = await (await fetch(`${endpoint}?access_token=tok`)).json();
      expect(ok.forms.everything.action).toBe("http://content.example:8080/api/v2/documents/search");
      expect(ok.forms.everything.fields.access_token).toEqual({ type: "String", multiple: false });
    } finally {
      await new Promise((resolve) => {
        child.on("exit", resolve);
        child.kill("SIGTERM");
      });
    }
    const lines = (await fs.readFile(logFile, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.status)).toEqual([502, 401, 200]);
    expect(lines[2]).toMatchObject({ method: "GET", path: "/api/v2", query: { access_token: "tok" } });
  });
});
