// @ts-check
/**
 * Runs `npm run build`'s script (`next build` and, beside it, the search snapshot: scripts/build.mjs)
 * for the es site and measures its wall-clock time and its peak memory: the
 * resident set size of the whole process tree (next build and its workers), sampled every 100 ms
 * from /proc.
 */
import fs from "node:fs";
import path from "node:path";
import { startProcess } from "../lib/processes.mjs";
import { ROOT } from "../lib/sites.mjs";

const BUILD_SCRIPT = path.join(ROOT, "scripts/build.mjs");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");

/** @param {number} rootPid @returns {number} bytes resident in the process and its descendants */
function treeRss(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  const pageSize = 4096;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may contain spaces): state ppid … rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * pageSize);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = /** @type {number} */ (stack.pop());
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * @param {{ label: string, distDir: string, env: Record<string, string>, cwd?: string, quiet?: boolean }} options
 * @returns {Promise<{ seconds: number, peakRssBytes: number, output: string }>}
 */
export async function measuredBuild({ label, distDir, env, cwd = ROOT, quiet = true }) {
  fs.rmSync(path.join(cwd, distDir), { recursive: true, force: true });
  const started = performance.now();
  // The site: its build script; another app (the minimal one): plain `next build`.
  const args = cwd === ROOT ? ["--import", "tsx", BUILD_SCRIPT] : [NEXT_BIN, "build"];
  const child = startProcess(label, process.execPath, args, {
    env: { NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    quiet,
    cwd,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(/** @type {number} */ (child.pid)))), 100);
  const code = await child.exited;
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0)
    throw new Error(`${label} failed with exit code ${code}:\n${output.split("\n").slice(-30).join("\n")}`);
  return { seconds, peakRssBytes: peak, output };
}
