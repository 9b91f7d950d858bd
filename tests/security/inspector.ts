/**
 * A full garbage collection in the site's process, asked through the V8 inspector (Chrome DevTools
 * Protocol `HeapProfiler.collectGarbage`), so that "memory back to its baseline" measures what the
 * site still holds, not when V8 happens to collect. The site runs with `--inspect=127.0.0.1:0` in
 * this suite only; nothing in the site's code is involved.
 */
import WebSocket from "ws";
import type { Proc } from "@tests/system/stack";

/** The inspector's WebSocket URL that the process printed on start ("Debugger listening on ws://…"). */
export function inspectorUrl(proc: Proc): string {
  for (const line of proc.stderr) {
    const match = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(line);
    if (match) return match[1];
  }
  throw new Error("the site did not print an inspector address: was it started with --inspect=127.0.0.1:0?");
}

/** Runs a full (mark-compact) collection in the process and resolves once V8 has finished it. */
export function collectGarbage(proc: Proc, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(inspectorUrl(proc));
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`the inspector did not finish a collection within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("open", () => socket.send(JSON.stringify({ id: 1, method: "HeapProfiler.collectGarbage" })));
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
      if (message.id !== 1) return;
      clearTimeout(timer);
      socket.close();
      if (message.error) reject(new Error(`inspector: ${message.error.message}`));
      else resolve();
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
