import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * Every reference to a doc's section resolves to a heading of that doc (issue 51): in the docs and
 * in the comments of the code, a Markdown link with an anchor (`[…](deploy.md#build-id)`), a bare
 * `<file>.md#<anchor>`, a doc followed by a quoted title (`docs/deploy.md "Health checks"`,
 * `README, "Fonts"`) and, inside a doc, a quoted title said to be above or below. A title names
 * its heading whole, or up to the heading's ":" or " (", or, ending in "…", any start of it. A
 * reference may run onto the next line of a comment. Each failure says file:line and what is wrong.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIPPED = /(^|\/)(node_modules|\.git|\.next[^/]*|test-results|playwright-report|fixtures)(\/|$)/;
const FILES = fs
  .readdirSync(ROOT, { recursive: true, encoding: "utf8" })
  .filter((file) => !SKIPPED.test(file))
  .filter((file) => fs.statSync(path.join(ROOT, file)).isFile());

/** The files whose references are checked: every Markdown file, the code, and the files that configure it. */
const CHECKED = FILES.filter(
  (file) =>
    /\.md$/.test(file) ||
    (/^(src|scripts|services|tests)\//.test(file) && /\.(?:ts|tsx|mts|mjs|js|css)$/.test(file)) ||
    [".env.example", "Dockerfile", ".ci/run", "next.config.ts", "playwright.config.ts", "vitest.config.mts"].includes(
      file,
    ),
).filter((file) => file !== "tests/unit/docsSections.test.ts");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** A doc's headings as written (backticks dropped) and their anchors (a repeated one numbered, as GitHub does). */
function headingsOf(doc: string): { titles: string[]; anchors: Set<string> } {
  const titles = [...fs.readFileSync(path.join(ROOT, doc), "utf8").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) =>
    match[1].replace(/`/g, ""),
  );
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const title of titles) {
    const anchor = anchorOf(title);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return { titles, anchors };
}

/** The Markdown file a reference names, from the referring file: relative to it, then docs/, then the root. */
function docNamed(name: string, from: string): string | undefined {
  const file = name === "README" ? "README.md" : name;
  const candidates = [path.join(path.dirname(from), file), path.join("docs", path.basename(file)), file];
  return candidates.map((candidate) => path.normalize(candidate)).find((candidate) => FILES.includes(candidate));
}

/** What is wrong with a quoted title of a doc, or nothing. */
function titleProblem(doc: string, title: string): string | undefined {
  const wanted = title.replace(/`/g, "").trim().toLowerCase();
  const titles = headingsOf(doc).titles.map((heading) => heading.toLowerCase());
  const found = wanted.endsWith("…")
    ? titles.some((heading) => heading.startsWith(wanted.slice(0, -1).trimEnd()))
    : titles.some((heading) => heading === wanted || [":", " ("].some((end) => heading.startsWith(wanted + end)));
  return found ? undefined : `${doc} has no heading "${title}"`;
}

/** What is wrong with a link's target (`file.md`, `file.md#anchor`, `#anchor`), or nothing. */
function linkProblem(target: string, from: string): string | undefined {
  const [file, anchor] = target.split("#");
  const doc = file ? docNamed(file, from) : from;
  if (!doc) return `${file} does not exist`;
  if (anchor === undefined || !doc.endsWith(".md")) return undefined;
  return headingsOf(doc).anchors.has(anchor) ? undefined : `${doc} has no heading with the anchor #${anchor}`;
}

const DOC_NAME = String.raw`((?:[\w.-]+/)*[\w-]+\.md|README)`;
const QUOTED = String.raw`["“]([^"”\n]{2,120})["”]`;
/** `docs/deploy.md "Health checks"`, `README, "Fonts"`, `(docs/editors.md, "Section landings")`. */
const DOC_AND_TITLE = new RegExp(`${DOC_NAME}[,:]?\\s+${QUOTED}`, "g");
/** `[text](target)`, the target a Markdown file, an anchor or both. */
const MARKDOWN_LINK = /\]\(((?:[\w./-]+\.md)?(?:#[\w-]*)?)\)/g;
/** `docs/forms.md#without-javascript` outside a link. */
const BARE_ANCHOR = /(?<![(\w/.-])((?:[\w.-]+\/)*[\w-]+\.md#[\w-]+)/g;
/** Inside a doc: `(below, "One record of what is published")`, `"Islands run on intent only" below`. */
const SAME_DOC = new RegExp(`(?:\\b(?:above|below)[,:]?\\s+${QUOTED}|${QUOTED}[,)]?\\s+(?:above|below)\\b)`, "g");

/** Every broken reference of one file, as `file:line: reference: problem`. */
function referenceProblems(file: string): string[] {
  const problems: string[] = [];
  const lines = fs.readFileSync(path.join(ROOT, file), "utf8").split("\n");
  lines.forEach((own, index) => {
    // The line and the next one's text (a comment's marker dropped); a reference starts on its own line.
    const line = `${own} ${(lines[index + 1] ?? "").replace(/^\s*(?:\*|\/\/|#)?\s*/, "")}`;
    const matches = (pattern: RegExp) => [...line.matchAll(pattern)].filter((match) => match.index < own.length);
    const report = (reference: string, problem: string | undefined) => {
      if (problem) problems.push(`${file}:${index + 1}: ${reference}: ${problem}`);
    };
    for (const [reference, name, title] of matches(DOC_AND_TITLE)) {
      const doc = docNamed(name, file);
      report(reference, doc ? titleProblem(doc, title) : `${name} does not exist`);
    }
    for (const [reference, target] of matches(MARKDOWN_LINK)) if (target) report(reference, linkProblem(target, file));
    for (const [reference, target] of matches(BARE_ANCHOR)) report(reference, linkProblem(target, file));
    if (file.endsWith(".md"))
      for (const [reference, before, after] of matches(SAME_DOC))
        report(reference, titleProblem(file, before ?? after));
  });
  return problems;
}

test("every reference to a doc's section, in the docs and in the code, names a heading of that doc", () => {
  expect(CHECKED.filter((file) => file.endsWith(".md")).length).toBeGreaterThan(10);
  expect(CHECKED.flatMap(referenceProblems)).toEqual([]);
});

test("the anchors are GitHub's", () => {
  expect(anchorOf("Send API (POST /v3.1/send)")).toBe("send-api-post-v31send");
  expect(anchorOf("content:check")).toBe("contentcheck");
  expect(anchorOf("Node.js 22.19 or later (issue 24)")).toBe("nodejs-2219-or-later-issue-24");
});
