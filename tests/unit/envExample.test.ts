import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { SITE_VARIABLES } from "@/config/environment";

/**
 * `.env.example` is exactly what the code reads (issues 42 and 51): every variable read in `src/`,
 * `scripts/`, `services/`, `tests/` and the root configuration files is listed there (as `NAME=`
 * or `# NAME=`), those the platform sets included, and every variable listed there is read
 * somewhere. A read through a constant (`env[RUNTIME_CHECK_AT_START]`) counts as the constant's
 * value; a read by a computed name must be in COMPUTED_READS, which says where its names are found.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src", "scripts", "services", "tests", "next.config.ts", "playwright.config.ts", "vitest.config.mts"];
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const ENV = String.raw`\b(?:process\.env|env|vars)`;

/** How the code reads a variable by its name: `process.env.X`, `env.X`, `vars.X`, `env["X"]`, the services' `isSet("X")`, `port("X", …)`… */
const READS = [
  new RegExp(`${ENV}\\.([A-Z][A-Z0-9_]+)\\b`, "g"),
  new RegExp(`${ENV}\\[["']([A-Z][A-Z0-9_]+)["']\\]`, "g"),
  /\b(?:isSet|port|faults|fail)\(\s*["']([A-Z][A-Z0-9_]+)["']/g,
  /\b\w*[Ee]nv\w*\([^()]*?["']([A-Z][A-Z0-9_]+)["']/g,
];
/** A read through a constant: `env[RUNTIME_CHECK_AT_START]`. */
const CONSTANT_READ = new RegExp(`${ENV}\\[\\s*([A-Z][A-Z0-9_]*)\\s*\\]`, "g");
/** A read by a computed name: `env[name]`, `vars[siteUrlVariable(code)]`. */
const COMPUTED_READ = new RegExp(`${ENV}\\[\\s*[a-z]`);

/**
 * The files that read variables by a computed name, and where their names are: the site's
 * environment schema (SITE_VARIABLES), the names quoted in the file itself, or the calls of the
 * helper, which READS finds in its callers (`isSet("X")`, `requiredEnv(env, "X", …)`).
 */
const COMPUTED_READS: Record<string, "the schema" | "quoted in the file" | "its callers"> = {
  "src/config/environment.ts": "the schema",
  "src/config/site.ts": "the schema",
  "src/server/formsConfig.ts": "the schema",
  "src/server/redisConfig.mjs": "quoted in the file",
  "scripts/smoke/live.mts": "quoted in the file",
  "services/lib/env-reader.mjs": "its callers",
  "scripts/content/lib/options.mjs": "its callers",
};

/** Every source file under the scanned paths, node_modules and build output left out, relative to the root. */
function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return SOURCE.test(entry) ? [entry] : [];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file) && !/(^|\/)(node_modules|\.next[^/]*)\//.test(file))
    .map((file) => path.join(entry, file));
}

/** The scanned files' text, this test left out (its comments show the reads it looks for). */
const SOURCES = new Map(
  SCANNED.flatMap(sourceFiles)
    .filter((file) => file !== "tests/unit/envExample.test.ts")
    .map((file) => [file, fs.readFileSync(path.join(ROOT, file), "utf8")]),
);

/** Every string constant of the code whose value is a variable's name: `RUNTIME_CHECK_AT_START` → `RUNTIME_VARIABLES_AT_START`. */
const CONSTANTS = new Map(
  [...SOURCES.values()].flatMap((text) =>
    [...text.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*["']([A-Z][A-Z0-9_]+)["']/g)].map(
      (m) => [m[1], m[2]] as const,
    ),
  ),
);

/** Each variable the code reads, with the first file that reads it, and the reads the test cannot name. */
function variablesRead(): { found: Map<string, string>; unnamed: string[] } {
  const found = new Map<string, string>(SITE_VARIABLES.map((name) => [name, "src/config/environment.ts"]));
  const unnamed: string[] = [];
  const add = (name: string, file: string) => found.has(name) || found.set(name, file);
  for (const [file, text] of SOURCES) {
    for (const pattern of READS) for (const match of text.matchAll(pattern)) add(match[1], file);
    for (const [read, constant] of text.matchAll(CONSTANT_READ)) {
      const name = CONSTANTS.get(constant);
      if (name) add(name, file);
      else unnamed.push(`${file}: ${read} (${constant} is no string constant of the code)`);
    }
    if (!COMPUTED_READ.test(text)) continue;
    if (!COMPUTED_READS[file]) unnamed.push(`${file}: a read by a computed name, not in COMPUTED_READS`);
    if (COMPUTED_READS[file] === "quoted in the file")
      for (const [, name] of text.matchAll(/["']([A-Z][A-Z0-9]*_[A-Z0-9_]+)["']/g)) add(name, file);
  }
  return { found, unnamed };
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
  const missing = [...variablesRead().found].filter(([name]) => !listed.has(name));
  expect(missing.map(([name, file]) => `${name} (read in ${file})`)).toEqual([]);
});

test("every read names its variable, through a literal, a constant or COMPUTED_READS", () => {
  expect(variablesRead().unnamed).toEqual([]);
  const stale = Object.keys(COMPUTED_READS).filter((file) => !COMPUTED_READ.test(SOURCES.get(file) ?? ""));
  expect(stale.map((file) => `${file} no longer reads by a computed name: drop it from COMPUTED_READS`)).toEqual([]);
});

test("every variable .env.example lists is read by the code", () => {
  const { found } = variablesRead();
  const unread = [...variablesListed()].filter(([name]) => !found.has(name));
  expect(unread.map(([name, line]) => `.env.example:${line} ${name}`)).toEqual([]);
});
