/**
 * The first stage of `npm test`: package-lock.json matches package.json, so that `npm ci` (CI, the
 * Dockerfile) installs what package.json asks for. Takes about a second; a mismatch used to surface
 * only after the whole suite, or never.
 *
 * Two checks: the lock's root entry declares the same dependency ranges and engines as package.json
 * (a range changed by hand, a dependency added without `npm install`), and `npm ci --dry-run`
 * accepts the lock (npm's own check: every package of the tree, every platform's optional builds).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const FIX = "Run `npm install` and commit package.json and package-lock.json together.";
const DECLARED = /** @type {const} */ ([
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies",
  "engines",
]);

/** @param {string} file @returns {Record<string, any>} */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));

/**
 * The differences between package.json and the lock's root entry, one line each.
 * @param {Record<string, any>} manifest
 * @param {Record<string, any>} lockRoot
 */
function rootDifferences(manifest, lockRoot) {
  /** @type {string[]} */
  const lines = [];
  for (const field of DECLARED) {
    const wanted = manifest[field] ?? {};
    const locked = lockRoot[field] ?? {};
    for (const name of new Set([...Object.keys(wanted), ...Object.keys(locked)])) {
      if (wanted[name] !== locked[name]) {
        lines.push(
          `${field}.${name}: package.json ${JSON.stringify(wanted[name] ?? null)}, lock ${JSON.stringify(locked[name] ?? null)}`,
        );
      }
    }
  }
  return lines;
}

const lock = readJson("package-lock.json");
const differences = rootDifferences(readJson("package.json"), lock.packages?.[""] ?? {});
if (differences.length > 0) {
  console.error(`package-lock.json does not match package.json:\n  ${differences.join("\n  ")}\n${FIX}`);
  process.exit(1);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const dryRun = spawnSync(npm, ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
  cwd: ROOT,
  encoding: "utf8",
});
if (dryRun.status !== 0) {
  const reasons = `${dryRun.stdout}\n${dryRun.stderr}`
    .split("\n")
    .filter((line) => /Missing:|Invalid:|in sync/.test(line))
    .map((line) => line.replace(/^npm error /, ""));
  console.error(
    `npm ci refuses package-lock.json:\n  ${(reasons.length ? reasons : [dryRun.stderr.trim()]).join("\n  ")}\n${FIX}`,
  );
  process.exit(1);
}
console.log("package-lock.json matches package.json");
