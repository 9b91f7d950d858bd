/**
 * Real processes for the system tests: copies of an existing production build of the es site served
 * by `next start`, the local content service over a throwaway copy of the seed content, the local
 * mail sink over a throwaway mailbox, and Redis.
 * Every process gets a free loopback port, and everything started is stopped by `stopAll`. The
 * system tests build nothing (they reuse the e2e build, see scripts/e2e.mjs); `buildSite` is for
 * the content round trip, which builds sites on its own content (tests/integration/content-round-trip).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** The built es site the tests serve (`SYSTEM_TEST_DIST_DIR`, default `.next-es`, `npm start`'s; `npm run test:e2e` passes its own). */
export function builtSite(): string {
  const distDir = process.env.SYSTEM_TEST_DIST_DIR || ".next-es";
  const manifest = path.join(ROOT, distDir, "prerender-manifest.json");
  if (!fs.existsSync(manifest)) {
    throw new Error(
      `No production build in ${distDir}: run \`npm run test:e2e\` (which builds it), or build with SITE_COUNTRY=es NEXT_DIST_DIR=${distDir} npx next build.`,
    );
  }
  return distDir;
}

import { freePort } from "@tests/support/ports";

export { freePort };

/** The publishing webhook's secret every instance started here accepts. */
export const WEBHOOK_SECRET = "system-test-webhook-secret";

export type Proc = {
  child: ChildProcess;
  /** Every line written so far, by stream. */
  stdout: string[];
  stderr: string[];
  exited: Promise<number>;
};

const running = new Set<Proc>();

function start(command: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const proc: Proc = {
    child,
    stdout: [],
    stderr: [],
    exited: new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1))),
  };
  const collect = (stream: NodeJS.ReadableStream, lines: string[]) => {
    let buffer = "";
    stream.on("data", (chunk) => {
      buffer += chunk;
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      lines.push(...parts);
      if (process.env.SYSTEM_TEST_VERBOSE)
        for (const line of parts) console.log(`[${path.basename(args[0] ?? command)}] ${line}`);
    });
  };
  collect(child.stdout!, proc.stdout);
  collect(child.stderr!, proc.stderr);
  running.add(proc);
  void proc.exited.then(() => running.delete(proc));
  return proc;
}

/** Stops a process group (SIGTERM, then SIGKILL) and waits for it. */
export async function stop(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-proc.child.pid!, signal);
    } catch {
      // already gone
    }
  };
  kill("SIGTERM");
  const timer = setTimeout(() => kill("SIGKILL"), 5_000);
  await proc.exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stop));
}

/** Polls until `url` answers below 500, or fails with the process's last lines. */
export async function waitForUrl(url: string, proc: Proc, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(
        `process exited before ${url} answered:\n${[...proc.stdout, ...proc.stderr].slice(-20).join("\n")}`,
      );
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Build copies and throwaway directories made here, removed by `tearDown`. */
const made = new Set<string>();

/** A throwaway directory under the system's temporary directory, removed by `tearDown`. */
export function throwawayDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  made.add(dir);
  return dir;
}

/** Stops every process started here and removes every build copy and throwaway directory made here. */
export async function tearDown(): Promise<void> {
  await stopAll();
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  made.clear();
}

/** A throwaway copy of the seed content (the tests edit documents). */
export function copyContent(): string {
  const dir = throwawayDir("system-content");
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  return dir;
}

/** The local content service (services/content) on a port, over a content directory. */
export async function startContentService(port: number, contentDir: string): Promise<Proc> {
  const proc = start(process.execPath, [path.join(ROOT, "services/content/server.mjs")], {
    CONTENT_SERVICE_PORT: String(port),
    CONTENT_DIR: contentDir,
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/v2`, proc, 30_000);
  return proc;
}

/**
 * A copy of a build in its own dist directory under the project (Next serves `distDir` relative
 * to it), without the runtime ISR cache of earlier runs (`server/route-cache`) or the build cache,
 * but with the search snapshots and the published record `npm run build` wrote (`cache/search`,
 * `cache/published.json`, which the container image carries): what a freshly deployed instance has.
 */
export function copyBuild(fromDistDir: string, name: string): string {
  const distDir = `.next-system-${name}-${process.pid}`;
  const target = path.join(ROOT, distDir);
  fs.rmSync(target, { recursive: true, force: true });
  made.add(target);
  fs.cpSync(path.join(ROOT, fromDistDir), target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(path.join(ROOT, fromDistDir), source);
      const [top, below] = relative.split(path.sep);
      if (top === "cache") return below === undefined || below === "search" || below === "published.json";
      return relative !== path.join("server", "route-cache") && relative !== "standalone";
    },
  });
  return distDir;
}

export function removeBuild(distDir: string): void {
  fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  made.delete(path.join(ROOT, distDir));
}

/** Sets every file's modification time under the build's prerendered pages `seconds` back. */
export function agePrerenderedPages(distDir: string, seconds: number): void {
  const time = new Date(Date.now() - seconds * 1000);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else fs.utimesSync(file, time, time);
    }
  };
  walk(path.join(ROOT, distDir, "server", "pages"));
}

/**
 * `next build` of a country's site into its own dist directory under the project, reading the
 * content service on `contentPort`; fails with the build's last lines.
 */
export async function buildSite(country: string, distDir: string, contentPort: number): Promise<void> {
  const proc = start(process.execPath, [NEXT_BIN, "build"], {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // The local mode: localhost origins, the mail sink (src/config/environment.ts).
    SITE_MODE: "local",
    SITE_COUNTRY: country,
    NEXT_DIST_DIR: distDir,
    PRISMIC_API_ENDPOINT: `http://127.0.0.1:${contentPort}/api/v2`,
  });
  const code = await proc.exited;
  if (code !== 0)
    throw new Error(
      `next build of the ${country} site into ${distDir} failed:\n${[...proc.stdout, ...proc.stderr].slice(-30).join("\n")}`,
    );
}

/** `next start` of a build copy on a port (the es site unless `env` sets SITE_COUNTRY), reading the given content service. */
export async function startSite(
  distDir: string,
  port: number,
  contentPort: number,
  env: Record<string, string> = {},
): Promise<Proc> {
  const proc = start(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_MODE: "local",
    SITE_COUNTRY: "es",
    NEXT_DIST_DIR: distDir,
    PRISMIC_API_ENDPOINT: `http://127.0.0.1:${contentPort}/api/v2`,
    PRISMIC_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...env,
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, proc, 120_000);
  return proc;
}

/** Two instances of one deployment: copies of a build (`<name>-a`, `<name>-b`) on free ports, with the same environment. */
export async function startTwoSites(
  built: string,
  name: string,
  contentPort: number,
  env: Record<string, string>,
): Promise<{ procA: Proc; procB: Proc; siteA: string; siteB: string }> {
  const distDirs = [copyBuild(built, `${name}-a`), copyBuild(built, `${name}-b`)];
  const [portA, portB] = await Promise.all([freePort(), freePort()]);
  const [procA, procB] = await Promise.all([
    startSite(distDirs[0], portA, contentPort, env),
    startSite(distDirs[1], portB, contentPort, env),
  ]);
  return { procA, procB, siteA: `http://127.0.0.1:${portA}`, siteB: `http://127.0.0.1:${portB}` };
}

/** The local mail sink (services/mail) on a loopback port, storing into `dataDir` (created if missing). */
/** Two instances of the es build sharing one Redis and one content service (on a copy of the seed). */
export type SharedInstances = {
  siteA: string;
  siteB: string;
  redisUrl: string;
  contentDir: string;
  contentPort: number;
  content: Proc;
  /** The build both instances copy. */
  built: string;
};

/**
 * Starts Redis, a content service over a copy of the seed, and two copies of the es build
 * (`<name>-a`, `<name>-b`) that share both, as several instances of one deployment do.
 */
export async function startSharedInstances(name: string): Promise<SharedInstances> {
  const built = builtSite();
  const distDirs = [copyBuild(built, `${name}-a`), copyBuild(built, `${name}-b`)];
  const contentDir = copyContent();
  const [redisPort, contentPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  await startRedis(redisPort);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const content = await startContentService(contentPort, contentDir);
  const env = { REDIS_URL: redisUrl };
  await Promise.all([startSite(distDirs[0], portA, contentPort, env), startSite(distDirs[1], portB, contentPort, env)]);
  return {
    siteA: `http://127.0.0.1:${portA}`,
    siteB: `http://127.0.0.1:${portB}`,
    redisUrl,
    contentDir,
    contentPort,
    content,
    built,
  };
}

/**
 * What a site is told of a mail sink started by `startMailSink`: its HTTPS side, which node-mailjet
 * reaches, and the CA the sink wrote at its start (so the sink starts before the site).
 */
export function mailSinkSiteEnv(port: number, dataDir: string): Record<string, string> {
  return { MAILJET_API_URL: `https://127.0.0.1:${port}`, NODE_EXTRA_CA_CERTS: path.join(dataDir, "ca.pem") };
}

export async function startMailSink(port: number, dataDir: string): Promise<Proc> {
  const proc = start(process.execPath, [path.join(ROOT, "services/mail/server.mjs")], {
    MAIL_SINK_PORT: String(port),
    MAIL_SINK_HOST: "127.0.0.1",
    MAIL_SINK_DATA_DIR: dataDir,
  });
  await waitForUrl(`http://127.0.0.1:${port}/api/health`, proc, 30_000);
  return proc;
}

/**
 * Resident memory (bytes) of a started process's whole process group — `next start` forks its
 * server as a child, and every process here is started as a group leader — read from
 * /proc/<pid>/stat (group) and /proc/<pid>/status (VmRSS). 0 when nothing of the group is left.
 */
export function processGroupRss(proc: Proc): number {
  const group = proc.child.pid!;
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): state ppid pgrp …
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp !== group) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${entry}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // the process ended while being read
    }
  }
  return total;
}

/** The redis-server on PATH (Homebrew, a package manager, a build of one's own), else Debian's. */
export function findRedisServer(pathVariable = process.env.PATH ?? ""): string | undefined {
  const onPath = pathVariable
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, "redis-server"));
  return [...onPath, "/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** redis-server (`findRedisServer`) on a port, with a throwaway directory and no persistence; `extra` are more options (`--maxmemory 4mb`). */
export async function startRedis(port: number, extra: string[] = []): Promise<Proc & { dir: string }> {
  const binary = findRedisServer();
  if (!binary)
    throw new Error(
      "redis-server not found on PATH nor in /usr/bin: install Redis (apt-get install redis-server, brew install redis; .ci/run does it).",
    );
  const dir = throwawayDir("system-redis");
  const proc = start(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "no",
      "--protected-mode",
      "yes",
      ...extra,
    ],
    {},
  );
  const deadline = Date.now() + 15_000;
  while (!proc.stdout.some((line) => /Ready to accept connections/i.test(line))) {
    if (proc.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`redis-server did not start:\n${proc.stdout.slice(-10).join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Object.assign(proc, { dir });
}

/** Rewrites a seed document's JSON in a content copy (relative path under documents/) and returns nothing. */
export function editDocument(
  contentDir: string,
  file: string,
  edit: (document: { id: string; data: Record<string, unknown> }) => void,
): void {
  const target = path.join(contentDir, "documents", file);
  const document = JSON.parse(fs.readFileSync(target, "utf8"));
  edit(document);
  fs.writeFileSync(target, JSON.stringify(document, null, 2));
}
