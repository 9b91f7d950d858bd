// @ts-check
/**
 * The bench's Markdown report: one table of every figure with its budget, then short notes.
 */

/**
 * One row of the table. `ok` null: a figure without a budget (reported for comparison).
 * @typedef {{ area: string, what: string, measured: string, budget: string, ok: boolean | null }} Row
 */

/** @param {string} text */
const cell = (text) => text.replaceAll("|", "\\|");

/** @param {Row[]} rows @returns {string} */
export function markdownTable(rows) {
  const lines = ["| area | what | measured | budget | |", "|---|---|---|---|---|"];
  for (const row of rows) {
    const mark = row.ok === null ? "" : row.ok ? "✅" : "❌";
    lines.push(`| ${cell(row.area)} | ${cell(row.what)} | ${cell(row.measured)} | ${cell(row.budget)} | ${mark} |`);
  }
  return lines.join("\n");
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** @param {number} bytes */
export const mib = (bytes) => `${Math.round(bytes / 1024 / 1024)} MiB`;
/** @param {number} ms */
export const ms = (ms) => `${Math.round(ms)} ms`;
/** @param {number} ratio */
export const percent = (ratio) => `${Math.round(ratio * 100)} %`;
