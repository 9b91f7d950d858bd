import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { startContentService } from "@services/content/server.mjs";
import { writeEmptyRepository } from "@tests/support/contentSubset";

export const ROOT = path.resolve(__dirname, "../../..");
export const SEED_DIR = path.join(ROOT, "content");
export const WRITE_TOKEN = "test-write-token";
export const REPOSITORY = "brezo-test";

export type ContentService = Awaited<ReturnType<typeof startContentService>>;

/** A fresh temporary directory (removed by the caller's cleanup). */
export function temporaryDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `content-tools-${prefix}-`));
}

/** An empty repository (the seed's languages, no models, documents or assets) served with a write token. */
export async function startEmptyRepository(dir: string): Promise<ContentService> {
  await writeEmptyRepository(SEED_DIR, dir);
  return startContentService({ port: 0, contentDir: dir, writeToken: WRITE_TOKEN, repositoryNames: [REPOSITORY] });
}

export type CommandResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs `node scripts/content/<command>.mjs <args>`; `onLine` sees each stdout line as it comes and
 * may kill the process (returns true to send SIGKILL).
 */
export function runContentCommand(
  command: "push" | "pull" | "check",
  args: string[],
  { env = {}, onLine }: { env?: Record<string, string>; onLine?: (line: string) => boolean } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(ROOT, "scripts/content", `${command}.mjs`), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, PRISMIC_WRITE_TOKEN: undefined, PRISMIC_ACCESS_TOKEN: undefined, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (onLine?.(line)) child.kill("SIGKILL");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Pushes a content directory into the service's repository with the CLI (`args`: more options, e.g. `--update`). */
export function pushInto(
  service: ContentService,
  contentDir: string,
  journal: string,
  options: Parameters<typeof runContentCommand>[2] = {},
  args: string[] = [],
) {
  return runContentCommand(
    "push",
    ["--repository", REPOSITORY, "--service", service.url, "--content-dir", contentDir, "--journal", journal, ...args],
    {
      ...options,
      env: { PRISMIC_WRITE_TOKEN: WRITE_TOKEN, ...options.env },
    },
  );
}

/** The unmodified write client on the service (what an editor's "Publish" does, for the test). */
export function writeClient(service: ContentService) {
  return prismic.createWriteClient(REPOSITORY, {
    writeToken: WRITE_TOKEN,
    documentAPIEndpoint: service.apiEndpoint,
    assetAPIEndpoint: `${service.url}/asset-api`,
    migrationAPIEndpoint: `${service.url}/migration-api`,
  });
}

/** The documents waiting in the service's migration release. */
export async function migrationRelease(
  dir: string,
): Promise<{ id: string; type: string; lang: string; uid: string | null; data: Record<string, unknown> }[]> {
  const release = path.join(dir, "migration-release");
  const files = await fs.readdir(release).catch(() => [] as string[]);
  return Promise.all(files.map(async (file) => JSON.parse(await fs.readFile(path.join(release, file), "utf8"))));
}

/** The summary line a push prints last. */
export function doneLine(output: string): string {
  return output.split("\n").find((line) => line.startsWith("done:")) ?? `(no summary line in:\n${output})`;
}
