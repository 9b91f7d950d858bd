/**
 * `node --import tsx scripts/refusal-delivery.mts [--origin http://localhost:3000] [--rounds 50]`:
 * sends a running site the oversize and stalled bodies its form routes refuse, each `rounds` times,
 * the way a browser posts a form (no `Expect: 100-continue`: the body is written whole while the
 * answer comes), and counts how often the sender got its answer. A missing answer means the
 * server closed while the client was still writing and the reset wiped the refusal (issue 34);
 * the site lingers before closing so that it never happens. Prints one Markdown table; exits 1 when
 * any sender went without its answer. Run it beside other load (e.g. `npm run test:e2e`) to see it
 * hold on a busy machine. Nothing is sent by e-mail: every request is refused.
 */
import { parseArgs } from "node:util";
import { send, type Answer, type WireRequest } from "@tests/security/httpClient.ts";
import {
  attachmentPart,
  cvPart,
  formPost,
  jsonPost,
  validApplicationFields,
  validContactFields,
} from "@tests/security/formRequests.ts";
import { pdfOfSize } from "@tests/security/sampleFiles.ts";
import { stall, stallSpecs } from "@tests/security/stalledBodies.ts";

const MB = 1_048_576;
const { values } = parseArgs({
  options: { origin: { type: "string", default: "http://localhost:3000" }, rounds: { type: "string", default: "50" } },
});
const origin = values.origin;
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1)
  throw new Error(`--rounds must be a whole number ≥ 1, got ${values.rounds}`);

const NATIVE = { Accept: "text/html,application/xhtml+xml" };
const twoPdfs = [attachmentPart("a.pdf", pdfOfSize(8 * MB)), attachmentPart("b.pdf", pdfOfSize(8 * MB))];
const withHeaders = (request: WireRequest, headers: Record<string, string>): WireRequest => ({
  ...request,
  headers: { ...request.headers, ...headers },
});

/** The oversize cases, sent one after another: each is refused while its body is still arriving. */
const OVERSIZE: { label: string; request: () => WireRequest; expected: number }[] = [
  {
    label: "contact: two 8 MB PDFs (JSON caller)",
    request: () => formPost("/api/contact", origin, validContactFields("refusal"), twoPdfs),
    expected: 413,
  },
  {
    label: "contact: two 8 MB PDFs (form post, no JavaScript)",
    request: () => withHeaders(formPost("/api/contact", origin, validContactFields("refusal"), twoPdfs), NATIVE),
    expected: 303,
  },
  {
    label: "job application: one 30 MB CV",
    request: () =>
      formPost("/api/job-application", origin, validApplicationFields("refusal"), [
        cvPart("cv.pdf", pdfOfSize(30 * MB)),
      ]),
    expected: 413,
  },
  {
    label: "newsletter: 20 MB JSON body",
    request: () =>
      jsonPost("/api/newsletter", origin, JSON.stringify({ email: "a@example.org", pad: "x".repeat(20 * MB) })),
    expected: 413,
  },
];

type Row = { label: string; answered: number; total: number; statuses: Map<string, number>; missing: string[] };

const tally = (row: Row, status: number | undefined, missing?: string) => {
  row.total += 1;
  if (status) {
    row.answered += 1;
    row.statuses.set(String(status), (row.statuses.get(String(status)) ?? 0) + 1);
  } else row.missing.push(missing ?? "no answer");
};

const rows: Row[] = [];
for (const { label, request, expected } of OVERSIZE) {
  const row: Row = { label: `${label} → ${expected}`, answered: 0, total: 0, statuses: new Map(), missing: [] };
  rows.push(row);
  for (let round = 0; round < rounds; round++) {
    const answer: Answer = await send(origin, request(), 60_000);
    tally(row, answer.status || undefined, answer.error);
  }
  console.error(`${row.label}: ${row.answered}/${row.total}`);
}

// Stalled bodies: every round's stalls at once (the site answers 408 after its idle timeout, or 503 when busy).
const stalls: Row = {
  label: "stalled bodies (contact, application, newsletter, webhook) → 408/503",
  answered: 0,
  total: 0,
  statuses: new Map(),
  missing: [],
};
rows.push(stalls);
const specs = stallSpecs({ contact: 1, applications: 1 });
for (let done = 0; done < rounds; done += 10) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(10, rounds - done) }, () => specs.map((spec) => stall(origin, spec, 60_000))).flat(),
  );
  for (const result of batch) {
    tally(stalls, result.outcome === "answered" ? result.status : undefined, result.outcome);
    result.release();
  }
}
console.error(`${stalls.label}: ${stalls.answered}/${stalls.total}`);

console.log(`\nRefusals that reached the sender (${origin}, ${rounds} rounds)\n`);
console.log("| case | answered | statuses | without an answer |");
console.log("|---|---|---|---|");
for (const row of rows) {
  const statuses = [...row.statuses].map(([status, count]) => `${status} ×${count}`).join(", ");
  const reasons = [...new Set(row.missing)].slice(0, 3).join("; ");
  console.log(
    `| ${row.label} | ${row.answered}/${row.total} | ${statuses} | ${row.missing.length}${reasons ? ` (${reasons})` : ""} |`,
  );
}
process.exit(rows.every((row) => row.answered === row.total) ? 0 : 1);
