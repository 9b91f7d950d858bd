/**
 * The hostile-input suite of issue 13: every hostile or unusual input gets a clear answer — no
 * 500, no false message, no bypass. Several thousand generated inputs (seeded; `SECURITY_SEED`
 * replays a run) against a real `next start` of the es build with its own content service and
 * mail sink:
 *
 * (a) page routes of the route table with hostile segments and queries, `/_next/data`, other methods;
 * (b) the API routes with malformed bodies, wrong types, odd unicode, control characters,
 *     oversize values, e-mail limits, lying files, the honeypot, invalid preview tokens;
 * (c) stalled bodies, and the site's memory afterwards;
 * (d) the forms used as designed to harm a third party (issue 32): sign-ups for other people's
 *     addresses, forged, expired and replayed confirmation links, a flood naming one address, a
 *     bot's honeypot next to a person's post.
 *
 * Rules: no answer ≥ 500; refusals are 4xx with a Spanish `message` (and the field's error);
 * page 4xx are the site's error screen; accepted forms send exactly their e-mails (2) or contact
 * (1), refusals none; no preview cookie for an invalid token; stalled bodies dropped soon after
 * the idle timeout and memory back near its baseline. The figures are printed as one table.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationInputs } from "./applicationInputs";
import { contactInputs } from "./contactInputs";
import { attachmentPart, formPost, jsonPost } from "./formRequests";
import { SMALL_PDF } from "./sampleFiles";
import type { GeneratorContext } from "./generatorContext";
import { closeConnections, describeRequest, send } from "./httpClient";
import { countMarked, readMailbox } from "./mailbox";
import { collectGarbage } from "./inspector";
import { sampleRss, watchPeak } from "./memory";
import { newsletterInputs } from "./newsletterInputs";
import { confirmationInputs } from "./confirmationInputs";
import { floodOneAddress, honeypotAnswers, replayLink } from "./optInAbuse";
import { markerFor } from "./generatorContext";
import { PREVIEW_COOKIES, cookiesSet, judge, wasAccepted, type HostileInput } from "./oracle";
import { pageInputs } from "./pageInputs";
import { createPrng, runSeed } from "./prng";
import { formatFigures, type Figures } from "./report";
import { runInputs, type Outcome } from "./runInputs";
import { BODY_IDLE_TIMEOUT_MS, previewRef, startSecurityStack, type SecurityStack } from "./securityStack";
import { staffInputs } from "./staffInputs";
import { WEBHOOK_SECRET } from "@tests/system/stack";
import { stall, stallProblem, stallSpecs } from "./stalledBodies";

/** Requests in flight at once (2 cores shared by the site, its services and the suite). */
const CONCURRENCY = 4;
/** A stalled body must be gone this long after its last byte: the idle timeout plus scheduling slack on a busy machine. */
const STALL_BOUND_MS = BODY_IDLE_TIMEOUT_MS + 4_000;
/**
 * Memory allowed above the baseline once stalled uploads are gone, both read after full
 * collections: the stalls send 42 MB, so a server that kept their bodies ends above it, while the
 * allocator's slack (freed memory it keeps from the system) stays below it (measured in six runs:
 * 1–3 MB five times, 21 MB once).
 */
const MEMORY_TOLERANCE_MB = 30;
/** Failures printed in full under a failing test (all of them go to the JSON file named there). */
const PRINTED_FAILURES = 40;
const DRAFT_DOCUMENT_ID = "product-arnica-montana-9ch-es-es";

const startedAt = performance.now();
const seed = runSeed();
const prng = createPrng(seed);
let stack: SecurityStack;
let nextIdValue = 0;
const outcomes: Outcome[] = [];
const failures: { id: number; group: string; label: string; problem: string; request: string }[] = [];
const figures: Figures = {
  seed,
  groups: [],
  emails: { expected: 0, delivered: 0 },
  contacts: { expected: 0, added: 0 },
  previewCookiesForInvalidTokens: 0,
  stalls: { opened: 0, dropped: 0, answered408: 0, busy503: 0, held: 0, slowestMs: 0, boundMs: STALL_BOUND_MS },
  memory: null,
  seconds: 0,
};

function fail(input: HostileInput, problem: string) {
  failures.push({
    id: input.id,
    group: input.group,
    label: input.label,
    problem,
    request: describeRequest(input.request),
  });
}

/** Runs inputs, judges every answer and returns the failures they added. */
async function attack(inputs: HostileInput[]): Promise<typeof failures> {
  const before = failures.length;
  const results = await runInputs(stack.origin, inputs, CONCURRENCY);
  outcomes.push(...results);
  for (const { input, answer } of results) {
    const problems = judge(input, answer);
    if (problems.length) fail(input, problems.join("; "));
  }
  return failures.slice(before);
}

/** Ordinary requests of every kind, so that the memory baseline is that of a site that has served some. */
async function warmUp(origin: string): Promise<void> {
  const person = [
    ["given_name", "Ana"],
    ["family_name", "García"],
    ["email", "calentamiento@example.org"],
    ["message", "Calentamiento"],
    ["requester_type", "particular"],
  ] as [string, string][];
  for (let round = 0; round < 3; round += 1) {
    await Promise.all(
      ["/", "/noticias", "/nuestros-productos", "/busqueda?q=arnica", "/no-existe", "/api/health"].map((pathname) =>
        send(origin, { method: "GET", path: pathname }),
      ),
    );
    await send(origin, formPost("/api/contact", origin, person, [attachmentPart("a.pdf", SMALL_PDF)]));
    await send(
      origin,
      jsonPost("/api/newsletter", origin, JSON.stringify({ email: `calentamiento${round}@example.org` })),
    );
  }
}

/** The failures as lines a person can replay, for the assertion message. */
function explain(found: typeof failures): string {
  const file = path.join(os.tmpdir(), `security-failures-${seed}.json`);
  fs.writeFileSync(file, JSON.stringify(failures, null, 2));
  const lines = found
    .slice(0, PRINTED_FAILURES)
    .map((f) => `#${f.id} [${f.group}] ${f.label}: ${f.problem}\n    ${f.request}`);
  return `${found.length} inputs broke a rule (seed ${seed}; all in ${file}):\n${lines.join("\n")}${found.length > PRINTED_FAILURES ? `\n… ${found.length - PRINTED_FAILURES} more` : ""}`;
}

beforeAll(async () => {
  console.log(`hostile-input suite: seed ${seed} (replay with SECURITY_SEED=${seed})`);
  stack = await startSecurityStack();
}, 180_000);

afterAll(async () => {
  closeConnections();
  const byGroup = new Map<string, { tried: number; statuses: Map<number, number>; failed: Set<number> }>();
  for (const { input, answer } of outcomes) {
    const row = byGroup.get(input.group) ?? { tried: 0, statuses: new Map(), failed: new Set() };
    row.tried += 1;
    row.statuses.set(answer.status, (row.statuses.get(answer.status) ?? 0) + 1);
    byGroup.set(input.group, row);
  }
  for (const failure of failures) byGroup.get(failure.group)?.failed.add(failure.id);
  figures.groups = [...byGroup].map(([group, row]) => ({
    group,
    tried: row.tried,
    statuses: row.statuses,
    failed: row.failed.size,
  }));
  figures.seconds = (performance.now() - startedAt) / 1000;
  console.log(`\n${formatFigures(figures)}\n`);
  await stack?.stop();
}, 60_000);

describe("hostile input (issue 13)", () => {
  const context = (): GeneratorContext => ({ prng, origin: stack.origin, nextId: () => ++nextIdValue });

  it("stalled bodies are dropped soon after the idle timeout and the site's memory comes back to its baseline", async () => {
    const origin = stack.origin;
    // Measured first, before the large uploads of the other classes leave the heap grown: a warm-up
    // of ordinary requests (pages, a contact request, a subscription) compiles what the stalls use.
    await warmUp(origin);
    // Baseline and "after" are read the same way: a full collection in the site (through its
    // inspector, so what is measured is what the site still holds, not when V8 collects), then the
    // lowest RSS over one second.
    const settle = async () => {
      // Twice: V8 hands freed pages back over more than one collection.
      await collectGarbage(stack.site);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await collectGarbage(stack.site);
      return Math.min(...(await sampleRss(stack.site, 2_000, 200)));
    };
    const baseline = await settle();
    const peak = watchPeak(stack.site);
    const specs = stallSpecs();
    const results = await Promise.all(specs.map((spec) => stall(origin, spec, STALL_BOUND_MS)));
    // The site still serves others while the stalls last.
    const health = await send(origin, { method: "GET", path: "/api/health" }, 5_000);
    const after = await settle();
    const peakMb = peak.stop();
    for (const result of results) result.release();

    const s = figures.stalls;
    s.opened = results.length;
    s.dropped = results.filter((r) => r.outcome === "dropped").length;
    s.answered408 = results.filter((r) => r.status === 408).length;
    s.busy503 = results.filter((r) => r.status === 503).length;
    s.held = results.filter((r) => r.outcome === "held").length;
    s.slowestMs = Math.max(...results.map((r) => r.afterMs));
    figures.memory = { baselineMb: baseline, peakMb, afterMb: after, toleranceMb: MEMORY_TOLERANCE_MB };

    const problems = results.flatMap((result) => {
      const problem = stallProblem(result, STALL_BOUND_MS);
      return problem
        ? [
            `${result.spec.label} (POST ${result.spec.path}, Content-Length ${result.spec.declared}, ${result.spec.prefix.length} B sent): ${problem}`,
          ]
        : [];
    });
    expect(health.status, "the site must answer others while bodies stall").toBe(200);
    expect(problems).toEqual([]);
    expect(
      after,
      `RSS after the stalls ${after.toFixed(0)} MB, baseline ${baseline.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB`,
    ).toBeLessThanOrEqual(baseline + MEMORY_TOLERANCE_MB);
  }, 60_000);

  it("publishing webhook: 50 deliveries in 10 s all answer 202, and the site keeps answering meanwhile", async () => {
    const origin = stack.origin;
    const answers: number[] = [];
    const pages: number[] = [];
    for (let n = 0; n < 50; n++) {
      const ids = n % 5 === 0 ? [] : [`product-arnica-montana-9ch-es-es`, `borrado-${n % 7}`];
      const body = JSON.stringify({
        type: "api-update",
        secret: WEBHOOK_SECRET,
        masterRef: `ref-${n % 10}`,
        documents: ids,
      });
      const [answer, page] = await Promise.all([
        send(origin, {
          method: "POST",
          path: "/api/revalidate",
          headers: { "Content-Type": "application/json" },
          body: Buffer.from(body),
        }),
        send(origin, { method: "GET", path: n % 2 ? "/" : "/nuestros-productos" }),
      ]);
      answers.push(answer.status);
      pages.push(page.status);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(answers.filter((status) => status !== 202)).toEqual([]);
    expect(pages.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);

  it("page routes: no answer ≥ 500, every 4xx the site's error screen, other methods 405 with Allow", async () => {
    const inputs = pageInputs(prng, stack.buildId, () => ++nextIdValue);
    expect(inputs.length).toBeGreaterThan(2_000);
    const found = await attack(inputs);
    expect(found.length, explain(found)).toBe(0);
  }, 150_000);

  it("forms and staff routes: refusals are 4xx with a Spanish message and the field's error, valid input is accepted", async () => {
    const refs = {
      validRef: await previewRef(stack.contentUrl),
      expiredRef: await previewRef(stack.contentUrl, 0),
      documentId: DRAFT_DOCUMENT_ID,
    };
    const before = await readMailbox(stack.sinkUrl);
    const forms = [
      ...contactInputs(context()),
      ...applicationInputs(context()),
      ...newsletterInputs(context()),
      ...confirmationInputs(context()),
    ];
    const staff = staffInputs(context(), refs);
    expect(forms.length + staff.length).toBeGreaterThan(1_000);
    const found = await attack([...forms, ...staff]);

    // E-mails and contacts: every accepted input made exactly its own, every refused one none.
    const after = await readMailbox(stack.sinkUrl);
    const formIds = new Set(forms.map((input) => input.id));
    for (const { input, answer } of outcomes.filter(({ input }) => formIds.has(input.id))) {
      const counted = (input.expect.kind === "accepted" || input.expect.kind === "either") && wasAccepted(answer);
      const emails = counted && "emails" in input.expect ? input.expect.emails : 0;
      const contacts = counted && "contacts" in input.expect ? input.expect.contacts : 0;
      figures.emails.expected += emails;
      figures.contacts.expected += contacts;
      if (!input.marker) continue;
      const gotEmails = countMarked(after.messages, input.marker);
      const gotContacts = countMarked(after.contacts, input.marker);
      if (gotEmails !== emails)
        found.push({
          id: input.id,
          group: input.group,
          label: input.label,
          problem: `${gotEmails} e-mails delivered, expected ${emails} (answer ${answer.status})`,
          request: describeRequest(input.request),
        });
      if (gotContacts !== contacts)
        found.push({
          id: input.id,
          group: input.group,
          label: input.label,
          problem: `${gotContacts} contacts added, expected ${contacts} (answer ${answer.status})`,
          request: describeRequest(input.request),
        });
    }
    failures.push(...found.filter((failure) => !failures.includes(failure)));
    figures.emails.delivered = after.messages.length - before.messages.length;
    figures.contacts.added = after.contacts.length - before.contacts.length;
    figures.previewCookiesForInvalidTokens = outcomes.filter(
      ({ input, answer }) =>
        input.expect.kind === "previewRefused" && PREVIEW_COOKIES.some((name) => cookiesSet(answer).has(name)),
    ).length;

    expect(found.length, explain(found)).toBe(0);
    expect(figures.emails.delivered).toBe(figures.emails.expected);
    expect(figures.contacts.added).toBe(figures.contacts.expected);
    expect(figures.previewCookiesForInvalidTokens).toBe(0);
  }, 150_000);

  it("nobody is subscribed or flooded in someone else's name, and a bot's honeypot looks like a person's success (issue 32)", async () => {
    const marker = () => markerFor(seed, ++nextIdValue);
    const flood = await floodOneAddress(stack.origin, stack.sinkUrl, marker());
    const replay = await replayLink(stack.origin, stack.sinkUrl, marker());
    const honeypot = await honeypotAnswers(stack.origin, stack.sinkUrl, marker);
    console.log(
      [
        "issue 32, the forms against third parties:",
        `  flood naming one address: ${flood.figures.requests} requests, ${flood.figures.company} to the company, ${flood.figures.toStranger} e-mails to the address (${flood.figures.links} confirmation link), ${flood.figures.contacts} list entries`,
        `  one link confirmed ${replay.figures.confirmations} times: ${replay.figures.contacts} list entry`,
        `  honeypot: ${honeypot.figures.forms} forms, a bot's answer as a person's, ${honeypot.figures.botEmails} e-mails for bots`,
      ].join("\n"),
    );
    expect([...flood.problems, ...replay.problems, ...honeypot.problems]).toEqual([]);
  }, 60_000);
});
