/** The suite's figures as one plain-text table (printed at the end of the run). */

export type Figures = {
  seed: number;
  /** Per group: inputs tried, answers by status, inputs whose answer broke a rule. */
  groups: { group: string; tried: number; statuses: Map<number, number>; failed: number }[];
  emails: { expected: number; delivered: number };
  contacts: { expected: number; added: number };
  previewCookiesForInvalidTokens: number;
  stalls: {
    opened: number;
    dropped: number;
    answered408: number;
    busy503: number;
    held: number;
    slowestMs: number;
    boundMs: number;
  };
  memory: { baselineMb: number; peakMb: number; afterMb: number; toleranceMb: number } | null;
  seconds: number;
};

const statusList = (statuses: Map<number, number>) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? "none" : status}:${count}`)
    .join(" ");

/** The table's lines: one row per figure, columns padded. */
export function formatFigures(figures: Figures): string {
  const rows: [string, string, string][] = [["what", "count", "detail"]];
  let tried = 0;
  let failed = 0;
  const all = new Map<number, number>();
  for (const group of figures.groups) {
    tried += group.tried;
    failed += group.failed;
    for (const [status, count] of group.statuses) all.set(status, (all.get(status) ?? 0) + count);
    rows.push([
      `inputs: ${group.group}`,
      String(group.tried),
      `${statusList(group.statuses)}${group.failed ? `  — ${group.failed} broke a rule` : ""}`,
    ]);
  }
  rows.push(["inputs tried (all classes)", String(tried), `${statusList(all)}  — ${failed} broke a rule`]);
  rows.push([
    "answers ≥ 500",
    String([...all].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)),
    "must be 0",
  ]);
  rows.push([
    "e-mails expected / delivered",
    `${figures.emails.expected} / ${figures.emails.delivered}`,
    "2 per accepted contact request or job application, 1 per newsletter sign-up, 0 per refusal or filled honeypot",
  ]);
  rows.push([
    "contacts expected / added",
    `${figures.contacts.expected} / ${figures.contacts.added}`,
    "1 per confirmed newsletter link, none for a sign-up alone",
  ]);
  rows.push(["preview cookies for invalid tokens", String(figures.previewCookiesForInvalidTokens), "must be 0"]);
  const s = figures.stalls;
  rows.push([
    "stalled bodies",
    String(s.opened),
    `dropped ${s.dropped}, 408 ${s.answered408}, 503 ${s.busy503}, still open ${s.held}; slowest ${Math.round(s.slowestMs)} ms (bound ${s.boundMs} ms)`,
  ]);
  if (figures.memory) {
    const m = figures.memory;
    rows.push([
      "site memory (RSS, MB)",
      `${m.baselineMb.toFixed(0)} / ${m.peakMb.toFixed(0)} / ${m.afterMb.toFixed(0)}`,
      `baseline / peak / after; after must be ≤ baseline + ${m.toleranceMb}`,
    ]);
  }
  rows.push(["seed (SECURITY_SEED)", String(figures.seed), `run time ${figures.seconds.toFixed(0)} s`]);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: [string, string, string]) =>
    `| ${row[0].padEnd(widths[0])} | ${row[1].padStart(widths[1])} | ${row[2]}`;
  return [
    line(rows[0]),
    `|${"-".repeat(widths[0] + 2)}|${"-".repeat(widths[1] + 2)}|${"-".repeat(20)}`,
    ...rows.slice(1).map(line),
  ].join("\n");
}
