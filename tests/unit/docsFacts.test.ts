import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { SECTION_LIST } from "@/config/sections";

/**
 * The docs name only what exists (issue 42): in README.md, docs/*.md and the READMEs beside the
 * code, every backticked path or file name is a file or folder of the project, every `npm run`
 * command a script of package.json, every backticked UPPER_CASE name a variable of .env.example or
 * a name the code uses, and a count of custom types or seed documents is today's. Each failure
 * says file:line and what is missing.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIPPED = /(^|\/)(node_modules|\.git|\.next[^/]*|test-results|playwright-report|screenshots)(\/|$)/;

/** Every file and folder of the project, relative to its root (dependencies and builds left out). */
const PROJECT_FILES = fs.readdirSync(ROOT, { recursive: true, encoding: "utf8" }).filter((file) => !SKIPPED.test(file));
const PROJECT_PATHS = new Set(PROJECT_FILES.flatMap((file) => [file, `${file}/`]));
const BASENAMES = new Set(PROJECT_FILES.map((file) => path.basename(file)));
const CODE = PROJECT_FILES.filter((file) => /\.(?:ts|tsx|mts|mjs|js|json)$/.test(file) && !file.startsWith("content/"))
  .filter((file) => fs.statSync(path.join(ROOT, file)).isFile())
  .map((file) => fs.readFileSync(path.join(ROOT, file), "utf8"))
  .join("\n");
const SCRIPTS = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts);
const ENV_EXAMPLE = new Set(
  [...fs.readFileSync(path.join(ROOT, ".env.example"), "utf8").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]),
);
const COUNTS = {
  "custom types": fs.readdirSync(path.join(ROOT, "customtypes")).length,
  "seed documents": PROJECT_FILES.filter((file) => /^content\/documents\/.+\.json$/.test(file)).length,
};

/** How the docs state those counts: "14 custom types", "the seed's 150 documents", "document 1/150". */
const COUNT_PHRASES: [keyof typeof COUNTS, RegExp][] = [
  ["custom types", /\b(\d+) custom types\b/g],
  ["custom types", /\bcustom types (\d+) created\b/g],
  ["seed documents", /\b(\d+) seed documents\b/g],
  ["seed documents", /\bseed(?:'s| of| has| holds) (\d+) documents\b/g],
  ["seed documents", /\bdocument \d+\/(\d+) \S+: creating\b/g],
];

/**
 * Names the docs rightly give that are not the project's: another program's, or a file only
 * someone else creates.
 */
const NOT_OURS: Record<string, string> = {
  "public/fonts/": "where whoever holds the Brandon Text licence places its files (README, Fonts)",
  "behaviour.ts": "a former file name, in the decision that renamed it",
  "proxy.ts": "Next's file convention, built, measured and not kept (docs/decisions.md)",
  DEFAULT_RETRY_AFTER: "@prismicio/client's constant",
  EAI_AGAIN: "Node's DNS error code",
  HTTP_PROXY: "the platform's proxy variable",
  NO_PROXY: "the platform's proxy variable",
};

/** The docs checked: README.md, docs/*.md and every README.md beside the code. */
const DOCS = PROJECT_FILES.filter((file) => /(^|\/)README\.md$/.test(file) || /^docs\/[^/]+\.md$/.test(file)).filter(
  (file) => !file.startsWith("tests/fixtures/"),
);

const TOP_FOLDERS = [
  "src",
  "scripts",
  "services",
  "tests",
  "docs",
  "content",
  "customtypes",
  "public",
  "types",
  "bench",
];
const ROOT_FILE = /^(?:\.env\.example|\.nvmrc|Dockerfile|[\w.-]+\.(?:ts|mts|mjs|json))$/;

/**
 * Folders the project's own scripts write, ignored by git: a path in them exists once a build ran,
 * so the check must not depend on whether one ran before it (`npm run build:browser` writes this one).
 */
const GENERATED = ["public/_enhance"];

/** What a backticked token names that does not exist, or nothing. */
function problemOf(token: string, doc: string): string | undefined {
  const clean = token.replace(/[#?].*$/, "").replace(/[),.;:]+$/, "");
  if (/[<>*{}…$\s|]/.test(clean) || clean.includes("://") || /^X\./.test(clean) || clean in NOT_OURS) return undefined;
  if (GENERATED.some((folder) => clean === folder || clean.startsWith(`${folder}/`))) return undefined;
  // A file the code writes or names at run time (a service's data file) exists only then.
  if (!clean.includes("/") && CODE.includes(clean)) return undefined;
  if (TOP_FOLDERS.some((folder) => clean.startsWith(`${folder}/`)) || (ROOT_FILE.test(clean) && !clean.includes("/"))) {
    if (clean.includes("/") ? PROJECT_PATHS.has(clean) : PROJECT_PATHS.has(clean) || BASENAMES.has(clean))
      return undefined;
    // A doc beside code may name files relative to itself.
    if (PROJECT_PATHS.has(path.join(path.dirname(doc), clean))) return undefined;
    return `\`${clean}\` does not exist`;
  }
  if (/^[\w.-]+\.(?:ts|tsx|mts|mjs)$/.test(clean) && !BASENAMES.has(clean))
    return `\`${clean}\`: no file has this name`;
  const variable = /^([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:=.*)?$/.exec(clean)?.[1];
  if (variable && !ENV_EXAMPLE.has(variable) && !new RegExp(`\\b${variable}\\b`).test(CODE))
    return `\`${variable}\` is neither in .env.example nor in the code`;
  return undefined;
}

/** Every problem of one doc, as `file:line: problem`. */
function docProblems(doc: string): string[] {
  const problems: string[] = [];
  fs.readFileSync(path.join(ROOT, doc), "utf8")
    .split("\n")
    .forEach((line, index) => {
      const at = `${doc}:${index + 1}`;
      for (const [, token] of line.matchAll(/`([^`]+)`/g)) {
        const problem = problemOf(token, doc);
        if (problem) problems.push(`${at}: ${problem}`);
      }
      for (const [, script] of line.matchAll(/npm run ([\w:-]+)/g))
        if (!SCRIPTS.includes(script)) problems.push(`${at}: \`npm run ${script}\` is not a script of package.json`);
      for (const [what, pattern] of COUNT_PHRASES)
        for (const match of line.matchAll(pattern))
          if (Number(match[1]) !== COUNTS[what])
            problems.push(`${at}: "${match[0]}", but there are ${COUNTS[what]} ${what} today: derive it or drop it`);
    });
  return problems;
}

test("the docs name only files, commands and variables that exist, and today's counts", () => {
  expect(DOCS.length).toBeGreaterThan(10);
  expect(DOCS.flatMap(docProblems)).toEqual([]);
});

test("no doc or comment cites a file outside the repository", () => {
  const outside = /\.\.\/shared\/|(?<![\w/.-])reference\/[\w-]+\.md|\bDESIGN(?:\.md| §)|\bspec(?:\.md| §)/;
  const files = [
    ...DOCS,
    ".env.example",
    "Dockerfile",
    ...PROJECT_FILES.filter((file) => /\.(?:ts|tsx|mts|mjs|js)$/.test(file)),
  ];
  const citations = files
    .filter((file) => fs.statSync(path.join(ROOT, file)).isFile() && file !== "tests/unit/docsFacts.test.ts")
    .flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
  expect(citations).toEqual([]);
});

test('README\'s "Sections and their URLs" names every section of the registry', () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const table = readme.split("\n## Sections and their URLs\n")[1]?.split("\n## ")[0] ?? "";
  // Each section's landing path (src/config/sections.ts, its last route), as the table writes it: `/eventos`, `/busqueda?q=`.
  const landings = SECTION_LIST.map((section) => section.routes.at(-1)!.spanish.replace(/\/:path\*$/, ""));
  expect(landings.length).toBeGreaterThan(5);
  expect(landings.filter((landing) => !new RegExp(`\`${landing}[\`?/]`).test(table))).toEqual([]);
});

/**
 * README opens with its requirements (issue 51): a table of what each needs, which command needs
 * it and the Debian package, before the first section. Every package `.ci/run` installs has its
 * row, every row names a command of package.json, and a package `npm test` needs is one `.ci/run`
 * installs (else CI would run without it).
 */
test("README's requirements name the commands that need them, and match what .ci/run installs", () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
  const installed =
    /^for package in ([\w -]+); do/m
      .exec(fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8"))?.[1]
      .trim()
      .split(/\s+/) ?? [];
  const opening = readme.split("\n## ")[0];
  const table = opening.split("\n| requirement | needed by | Debian package |\n|---|---|---|\n")[1] ?? "";
  const rows = table
    .split("\n\n")[0]
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) => line.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "")));
  expect(installed.length).toBeGreaterThan(3);
  expect(rows.length).toBeGreaterThan(3);

  const packagesOf = (cell: string) => [...cell.matchAll(/`([\w.-]+)`/g)].map((match) => match[1]);
  const commandsOf = (cell: string) =>
    [...cell.matchAll(/`npm (start|test|run ([\w:-]+))`/g)].filter(
      ([, , script]) => !script || SCRIPTS.includes(script),
    );
  const problems = [
    ...installed
      .filter((name) => !rows.some(([, , packages]) => packagesOf(packages ?? "").includes(name)))
      .map((name) => `.ci/run installs ${name}: README's requirements have no row for it`),
    ...rows
      .filter(([, neededBy]) => !/every command/.test(neededBy ?? "") && commandsOf(neededBy ?? "").length === 0)
      .map(([requirement]) => `"${requirement}" names no command of package.json that needs it`),
    ...rows.flatMap(([requirement, neededBy, packages]) =>
      (neededBy ?? "").includes("`npm test`")
        ? packagesOf(packages ?? "")
            .filter((name) => !installed.includes(name))
            .map((name) => `"${requirement}": \`npm test\` needs ${name}, which .ci/run does not install`)
        : [],
    ),
  ];
  expect(problems).toEqual([]);
});
