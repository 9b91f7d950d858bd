/**
 * Process orchestration shared by `npm start`, `npm run dev` and the e2e runner: port checks,
 * child processes in their own process groups, readiness polling and a clean shutdown.
 */
import { spawn } from "node:child_process";
import net from "node:net";

/** Resolves true when nothing listens on the port (IPv4 and IPv6 loopback). */
export async function isPortFree(port) {
  const tryListen = (host) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", (error) => resolve(error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT"));
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
  return (await tryListen("127.0.0.1")) && (await tryListen("::1"));
}

/** Exits with one clear line when any of the named ports is taken. */
export async function requireFreePorts(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) {
      console.error(`Port ${port} (${name}) is already in use. Stop whatever is listening there (e.g. \`lsof -i :${port}\`) and try again.`);
      process.exit(1);
    }
  }
}

const children = new Set();

/**
 * Starts a child process in its own process group, prefixing its output with a label.
 * Resolves the ChildProcess; `exited` resolves with its exit code.
 */
export function startProcess(label, command, args, { env = {}, quiet = false, cwd = undefined } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
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
  child.exited = new Promise((resolve) => child.on("exit", (code, signal) => {
    children.delete(child);
    resolve(code ?? (signal ? 1 : 0));
  }));
  return child;
}

/** Runs a command to completion; rejects with its label when it fails. */
export async function runToCompletion(label, command, args, options) {
  const code = await startProcess(label, command, args, options).exited;
  if (code !== 0) throw new Error(`${label} failed with exit code ${code}`);
}

/** Polls a URL until it answers (any HTTP status below 500), or fails after the timeout. */
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

/** Stops every child process group (SIGTERM, then SIGKILL after a grace period) and waits for them. */
export async function stopAll(graceMs = 5_000) {
  const running = [...children];
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => {
    for (const child of running) {
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

/** On Ctrl-C or SIGTERM: stop every child and exit. */
export function stopAllOnSignals(onStop = () => {}) {
  let stopping = false;
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
