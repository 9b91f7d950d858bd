/**
 * `npm test`: everything CI runs (README "Commands").
 *
 * First, in about a second, package-lock.json is checked against package.json (`npm run
 * check:lock`): a stale lock fails here with what to run, not after the suite or in CI's `npm ci`.
 *
 * The stages run one after the other and the first failure ends the run: lint, typecheck and
 * content:check side by side (each uses one core), unit, integration, then the browser tests with
 * the system and hostile-input suites (`npm run test:e2e`).
 *
 * Beside them, from the first second, runs the full-seed content round trip
 * (`npm run test:round-trip`, tests/integration/content-round-trip) at a lower CPU priority. It
 * spends about ten minutes waiting on Prismic's write pacing (`@prismicio/client` sends one write
 * every 1.5 s), which costs no CPU, so it overlaps the stages instead of adding ten minutes to the
 * suite; its sites built on the seed are built meanwhile, those built on the pulled copy once the
 * browser tests are over (scripts/e2e.mjs creates `ROUND_TRIP_BUILD_GATE` then), so that they never
 * compete with them for the two cores. Its output goes to a log file that is printed when it ends.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
/** Stages in order; the scripts of one stage run side by side. */
const STAGES = [["lint", "typecheck", "content:check"], ["test:unit"], ["test:integration"], ["test:e2e"]];
/** The round trip's CPU priority (os.setPriority: 19 is the lowest): the stages go first. */
const ROUND_TRIP_PRIORITY = 10;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "npm-test-"));
const gate = path.join(work, "builds-may-start");
// Every stage inherits it: the round trip waits for it, scripts/e2e.mjs creates it.
process.env.ROUND_TRIP_BUILD_GATE = gate;
const roundTripLog = path.join(work, "round-trip.log");
const started = Date.now();
const minutes = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

/**
 * Runs `npm run <script>`; resolves with its exit code.
 * @param {string} script
 * @param {{ env?: Record<string, string>, log?: string, priority?: number }} [options] `log`: a file
 *   for its output (else the terminal); `priority`: its CPU priority, inherited by what it starts
 */
function npmRun(script, { env = {}, log, priority } = {}) {
  const output = log ? fs.openSync(log, "a") : "inherit";
  const child = spawn(NPM, ["run", "--silent", script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", output, output],
    detached: true,
  });
  running.add(child);
  if (priority !== undefined && child.pid) os.setPriority(child.pid, priority);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (typeof output === "number") fs.closeSync(output);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Stops every child's process group. */
function stopChildren() {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

/** Prints the round trip's log, framed. */
function printRoundTripLog() {
  const text = fs.existsSync(roundTripLog) ? fs.readFileSync(roundTripLog, "utf8") : "(no output)\n";
  process.stdout.write(
    `\n──── content round trip (npm run test:round-trip) ────\n${text}──── end of the content round trip ────\n`,
  );
}

console.log("[test] check:lock");
if ((await npmRun("check:lock")) !== 0) process.exit(1);

console.log(`[test] the full-seed content round trip runs beside the other stages; its log: ${roundTripLog}`);
const roundTrip = npmRun("test:round-trip", { log: roundTripLog, priority: ROUND_TRIP_PRIORITY });

/** Runs one stage's scripts side by side, each into its own log when there are several; the names of those that failed. */
async function runStage(/** @type {string[]} */ scripts) {
  if (scripts.length === 1) return (await npmRun(scripts[0])) === 0 ? [] : scripts;
  const logs = scripts.map((script) => path.join(work, `${script.replace(/\W/g, "-")}.log`));
  const codes = await Promise.all(scripts.map((script, index) => npmRun(script, { log: logs[index] })));
  scripts.forEach((script, index) =>
    process.stdout.write(`[${script}]\n${fs.existsSync(logs[index]) ? fs.readFileSync(logs[index], "utf8") : ""}`),
  );
  return scripts.filter((_, index) => codes[index] !== 0);
}

let failed = "";
for (const stage of STAGES) {
  console.log(`\n[test] ${stage.join(", ")} (at ${minutes()})`);
  const failures = await runStage(stage);
  if (failures.length > 0) {
    failed = failures.join(", ");
    break;
  }
}

if (failed) {
  stopChildren();
  await roundTrip;
  console.error(`\n[test] ${failed} failed after ${minutes()}; the content round trip was stopped.`);
  printRoundTripLog();
  process.exit(1);
}

console.log(`\n[test] waiting for the content round trip (at ${minutes()})`);
fs.writeFileSync(gate, "");
const roundTripCode = await roundTrip;
printRoundTripLog();
fs.rmSync(work, { recursive: true, force: true });
console.log(`[test] ${roundTripCode === 0 ? "all stages passed" : "the content round trip failed"} in ${minutes()}`);
process.exit(roundTripCode === 0 ? 0 : 1);
