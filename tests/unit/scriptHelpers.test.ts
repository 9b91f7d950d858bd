import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The scripts run by plain Node (`node --import tsx scripts/…`), not by vitest: the test helpers they
 * import must load there, so none of them may import vitest (page-snapshot.mts broke that way once).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SCRIPTS = fs.readdirSync(path.join(ROOT, "scripts")).filter((file) => file.endsWith(".mts"));
const HELPERS = [
  ...new Set(
    SCRIPTS.flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, "scripts", file), "utf8").matchAll(/from "@tests\/([^"]+)"/g)].map(
        (match) => `./tests/${match[1]}`,
      ),
    ),
  ),
];

test("the test helpers the scripts import load outside vitest", () => {
  expect(HELPERS.length).toBeGreaterThan(0);
  const imports = HELPERS.map((helper) => `await import(${JSON.stringify(helper)});`).join("");
  const run = () =>
    execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", imports], {
      cwd: ROOT,
      stdio: "pipe",
      env: { ...process.env, NODE_OPTIONS: "" },
    });
  expect(run).not.toThrow();
}, 60_000);
