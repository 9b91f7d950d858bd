/**
 * Issue 31, hostile configuration: a production build (`next build`) and a production server (the
 * standalone server the container runs, and `next start`) given no configuration, or invalid values,
 * stop with a non-zero exit and one line per missing or invalid variable, before serving anything.
 * Run over the es build the suite attacks (the e2e runner builds it).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_REQUIRED } from "@/config/environment";
import { ROOT, builtSite, freePort, throwawayDir } from "@tests/system/stack";

const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** Invalid values, one per variable, each needing its own line. */
const INVALID = {
  SITE_URL_ES: "www.laboratoriosbrezo.es",
  SITE_URL_CO: "https://www.laboratoriosbrezo.com.co/inicio",
  TRUST_PROXY: "yes",
  PRISMIC_WEBHOOK_SECRET: "local-webhook-secret",
  SIGNING_SECRET: "too short",
  MAIL_FROM_EMAIL: "web@",
  PRISMIC_REPOSITORY_NAME: "-Brezo-",
};

/** Runs a command with only this environment (no SITE_MODE from the test runner) and collects its exit and output. */
function run(
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        ...env,
      } as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"] as const,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    // A server that passed the check would listen: it is stopped, and the test fails on its exit code.
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The "Configuration error:" lines of an output. */
const configLines = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("Configuration error: "))
    .map((line) => line.slice("Configuration error: ".length));

function expectMissingLines(output: string) {
  const lines = configLines(output);
  expect(lines, output).toHaveLength(Object.keys(PRODUCTION_REQUIRED).length);
  for (const [variable, { purpose }] of Object.entries(PRODUCTION_REQUIRED))
    expect(lines).toContain(`Missing ${variable}: ${purpose}.`);
}

function expectInvalidLines(output: string) {
  const lines = configLines(output);
  for (const variable of Object.keys(INVALID))
    expect(
      lines.filter((line) => line.startsWith(`Invalid ${variable}=`)),
      output,
    ).toHaveLength(1);
  expect(output).not.toContain("too short");
}

describe("a production deployment refuses a half-configured environment", () => {
  it("next build: one line per missing variable, then per invalid value, exit 1", async () => {
    const distDir = path.relative(ROOT, throwawayDir("config-build"));
    const empty = await run([NEXT_BIN, "build"], { NODE_ENV: "production", NEXT_DIST_DIR: distDir });
    expect(empty.code).toBe(1);
    expectMissingLines(empty.output);
    const invalid = await run([NEXT_BIN, "build"], { NODE_ENV: "production", NEXT_DIST_DIR: distDir, ...INVALID });
    expect(invalid.code).toBe(1);
    expectInvalidLines(invalid.output);
    expect(fs.existsSync(path.join(ROOT, distDir, "BUILD_ID"))).toBe(false);
  });

  it("the standalone server and next start: the same lines before serving, exit 1", async () => {
    const built = builtSite();
    const standalone = path.join(ROOT, built, "standalone");
    const port = String(await freePort());
    const server = await run(["server.js"], { NODE_ENV: "production", PORT: port, HOSTNAME: "127.0.0.1" }, standalone);
    expect(server.code).toBe(1);
    expectMissingLines(server.output);
    const invalidServer = await run(["server.js"], { NODE_ENV: "production", PORT: port, ...INVALID }, standalone);
    expect(invalidServer.code).toBe(1);
    expectInvalidLines(invalidServer.output);
    const start = await run([NEXT_BIN, "start", "-p", port], { NODE_ENV: "production", NEXT_DIST_DIR: built });
    expect(start.code).toBe(1);
    expectMissingLines(start.output);
  });
});
