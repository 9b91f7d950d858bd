import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { SITE_VARIABLES } from "@/config/environment";

/**
 * `.env.example` is exactly what the code reads (issue 42): every variable read in `src/`,
 * `scripts/`, `services/`, `tests/` and the root configuration files is listed there (as `NAME=`
 * or `# NAME=`), and every variable listed there is read somewhere.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "scripts", "services", "tests", "next.config.ts", "playwright.config.ts", "vitest.config.mts"];
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** Set by the platform or the tools, not the project's to document. */
const PLATFORM = new Set(["PATH", "HOME", "NODE_ENV", "NODE_OPTIONS", "NEXT_RUNTIME", "NEXT_PHASE", "CI", "DEBUG"]);

/** How the code reads a variable: `process.env.X`, `env.X`, `vars.X`, `env["X"]`, the services' `isSet("X")`, `port("X", …)`… */
const READS = [
  /\b(?:process\.env|env|vars)\.([A-Z][A-Z0-9_]+)\b/g,
  /\b(?:process\.env|env|vars)\[["']([A-Z][A-Z0-9_]+)["']\]/g,
  /\b(?:isSet|port|faults|fail)\(\s*["']([A-Z][A-Z0-9_]+)["']/g,
  /\b\w*[Ee]nv\w*\([^()]*?["']([A-Z][A-Z0-9_]+)["']/g,
];

/** Every source file under the scanned paths, node_modules and build output left out. */
function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return SOURCE.test(entry) ? [full] : [];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file) && !/(^|\/)(node_modules|\.next[^/]*)\//.test(file))
    .map((file) => path.join(full, file));
}

/** Each variable the code reads, with the first file that reads it. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>(SITE_VARIABLES.map((name) => [name, "src/config/environment.ts"]));
  for (const file of SCANNED.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, "utf8");
    for (const pattern of READS)
      for (const match of text.matchAll(pattern))
        if (!found.has(match[1])) found.set(match[1], path.relative(ROOT, file));
  }
  for (const name of PLATFORM) found.delete(name);
  return found;
}

/** Each variable `.env.example` lists, with its line. */
function variablesListed(): Map<string, number> {
  const listed = new Map<string, number>();
  fs.readFileSync(path.join(ROOT, ".env.example"), "utf8")
    .split("\n")
    .forEach((line, index) => {
      const name = /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1];
      if (name && !listed.has(name)) listed.set(name, index + 1);
    });
  return listed;
}

test("every variable the code reads is in .env.example", () => {
  const listed = variablesListed();
  const missing = [...variablesRead()].filter(([name]) => !listed.has(name));
  expect(missing.map(([name, file]) => `${name} (read in ${file})`)).toEqual([]);
});

test("every variable .env.example lists is read by the code", () => {
  const read = variablesRead();
  const unread = [...variablesListed()].filter(([name]) => !read.has(name));
  expect(unread.map(([name, line]) => `.env.example:${line} ${name}`)).toEqual([]);
});
