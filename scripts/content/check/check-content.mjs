import fs from "node:fs";
import path from "node:path";
import { loadModels } from "../../../services/content/lib/models/index.mjs";
import { readContent } from "./read-content.mjs";
import { RULES } from "./rules.mjs";

/**
 * Checks a content directory against the project's models and editorial rules (rules.mjs).
 * @param {{ contentDir: string, modelsDir: string }} options
 * @returns {Promise<{ findings: import("./rules.mjs").Finding[], documents: number, sets: string[] }>}
 */
export async function checkContent({ contentDir, modelsDir }) {
  const models = await loadModels(modelsDir);
  const { sets, unreadable } = await readContent(contentDir, models);
  const assetExists = (/** @type {string} */ urlPath) => fs.existsSync(path.join(contentDir, ...urlPath.split("/").filter(Boolean).map(decodeURIComponent)));
  const findings = [
    ...unreadable.map(({ file, message }) => ({ level: /** @type {const} */ ("error"), rule: "file", file, field: "-", message })),
    ...RULES.flatMap((rule) => rule.run({ sets, models, assetExists, contentDir })),
  ];
  return {
    findings,
    documents: sets.reduce((sum, set) => sum + set.documents.length, 0),
    sets: sets.map((set) => `${set.name} ${set.documents.length}`),
  };
}

/**
 * The findings as a text table (level, rule, file, field, message), errors first.
 * @param {import("./rules.mjs").Finding[]} findings
 * @param {string} contentDir paths are shown relative to it
 */
export function findingsTable(findings, contentDir) {
  const rows = [...findings]
    .sort((a, b) => (a.level === b.level ? 0 : a.level === "error" ? -1 : 1))
    .map((finding) => [finding.level, finding.rule, path.relative(contentDir, finding.file) || finding.file, finding.field, finding.message]);
  const header = ["level", "rule", "document", "field", "problem"];
  const widths = header.map((title, column) => Math.min(60, Math.max(title.length, ...rows.map((row) => row[column].length))));
  const line = (/** @type {string[]} */ cells) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
