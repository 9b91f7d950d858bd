/**
 * Process orchestration shared by `npm start`, `npm run dev` and the e2e runner: port checks,
 * child processes in their own process groups, readiness polling and a clean shutdown.
 */
import { spawn } from "node:child_process";
import net from "node:net";

/**
 * A started child: its stdout and stderr are piped through the label prefix; `exited` resolves
 * with its exit code (1 when a signal ended it).
 * @typedef {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable>
 *   & { exited: Promise<number> }} Child
 * @typedef {{ env?: Record<string, string | undefined>, quiet?: boolean, cwd?: string }} StartOptions
 */

/** Resolves true when nothing listens on the port (IPv4 and IPv6 loopback). @param {number} port */
async function isPortFree(port) {
  /** @param {string} host @returns {Promise<boolean>} */
  const tryListen = (host) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", (/** @type {NodeJS.ErrnoException} */ error) =>
        resolve(error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT"),
      );
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
  return (await tryListen("127.0.0.1")) && (await tryListen("::1"));
}

/** Exits with one clear line when any of the named ports is taken. @param {Record<string, number>} ports name → port */
export async function requireFreePorts(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      console.error(
        `Port ${port} (${name}) is already in use. Stop whatever is listening there (e.g. \`lsof -i :${port}\`) and try again.`,
      );
      process.exit(1);
    }
  }
}

/** @type {Set<Child>} */
const children = new Set();

/**
 * Starts a child process in its own process group, prefixing its output with a label.
 * Returns the ChildProcess; `exited` resolves with its exit code.
 * @param {string} label @param {string} command @param {string[]} args @param {StartOptions} [options]
 * @returns {Child}
 */
export function startProcess(label, command, args, { env = {}, quiet = false, cwd = undefined } = {}) {
  const spawned = spawn(command, args, {
    env: { ...process.env, ...env },
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) =>
    spawned.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  const child = Object.assign(spawned, { exited });
  children.add(child);
  /** @param {import("node:stream").Readable} stream @param {NodeJS.WritableStream} target */
  const prefix = (stream, target) => {
    let buffer = "";
    stream.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      if (!quiet) for (const line of lines) target.write(`[${label}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/**
 * Runs a command to completion; rejects with its label when it fails.
 * @param {string} label @param {string} command @param {string[]} args @param {StartOptions} [options]
 */
export async function runToCompletion(label, command, args, options) {
  const code = await startProcess(label, command, args, options).exited;
  if (code !== 0) throw new Error(`${label} failed with exit code ${code}`);
}

/**
 * Polls a URL until it answers (any HTTP status below 500), or fails after the timeout, or as soon
 * as `process` (the server) exits.
 * @param {string} url @param {{ timeoutMs?: number, process?: Child }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, process: child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the process serving ${url} exited before it was ready`);
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Stops every child process group (SIGTERM, then SIGKILL after a grace period) and waits for them. @param {number} [graceMs] */
export async function stopAll(graceMs = 5_000) {
  const running = [...children];
  for (const child of running) {
    if (child.pid === undefined) continue; // it never started
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => {
    for (const child of running) {
      if (child.pid === undefined) continue; // it never started
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }, graceMs);
  await Promise.all(running.map((child) => child.exited));
  clearTimeout(timer);
}

/** On Ctrl-C or SIGTERM: stop every child and exit. @param {(signal: NodeJS.Signals) => void} [onStop] */
export function stopAllOnSignals(onStop = () => {}) {
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    onStop(signal);
    await stopAll();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}
