import type { IncomingMessage } from "node:http";
import { readEnvironment, type Environment } from "@/config/environment";

/** How long a request body may take: without any byte, and in all. */
export type BodyTimeouts = { idleTimeoutMs: number; totalTimeoutMs: number };

/**
 * Watches a request body: when no byte arrives for `idleTimeoutMs`, or the whole body takes more
 * than `totalTimeoutMs`, `onTimeout` is called once (its answer should close the connection, so a
 * stalled client's socket and buffers are let go). Returns the function that stops watching.
 */
export function watchBodyDeadline(
  req: IncomingMessage,
  { idleTimeoutMs, totalTimeoutMs }: BodyTimeouts,
  onTimeout: () => void,
): () => void {
  const expire = () => {
    stop();
    onTimeout();
  };
  let idle = setTimeout(expire, idleTimeoutMs);
  const total = setTimeout(expire, totalTimeoutMs);
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(expire, idleTimeoutMs);
  };
  req.on("data", touch);
  function stop() {
    clearTimeout(idle);
    clearTimeout(total);
    req.off("data", touch);
  }
  return stop;
}

/** Why a small body could not be read. */
export class BodyReadError extends Error {
  constructor(readonly reason: "tooLarge" | "timeout" | "aborted") {
    super(`request body ${reason}`);
    this.name = "BodyReadError";
  }
}

/**
 * Reads a small request body whole: at most `maxBytes` (checked against Content-Length first, then
 * while reading), within the timeouts. Rejects with a BodyReadError saying why not; the rest of a
 * refused body is discarded, except a stalled one, which is left for the answer to close.
 */
export function readBoundedBody(req: IncomingMessage, maxBytes: number, timeouts: BodyTimeouts): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
      req.resume();
      return reject(new BodyReadError("tooLarge"));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (reason: BodyReadError["reason"]) => {
      if (settled) return;
      settled = true;
      stopWatching();
      chunks.length = 0;
      if (reason !== "timeout") req.resume();
      reject(new BodyReadError(reason));
    };
    const stopWatching = watchBodyDeadline(req, timeouts, () => fail("timeout"));
    req.on("data", (chunk: Buffer | string) => {
      if (settled) return;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > maxBytes) return fail("tooLarge");
      chunks.push(buffer);
    });
    req.on("error", () => fail("aborted"));
    req.on("end", () => {
      if (settled) return;
      settled = true;
      stopWatching();
      resolve(Buffer.concat(chunks, size));
    });
  });
}

/**
 * The deadlines of every request body the site reads (forms, the publishing webhook), from
 * REQUEST_BODY_IDLE_TIMEOUT_MS (default 15 s without a byte) and REQUEST_BODY_TIMEOUT_MS (default
 * 180 s in all: 16 MB at about 0.8 Mbit/s).
 */
export function loadBodyTimeouts(env: Record<string, string | undefined> = process.env): BodyTimeouts {
  return bodyTimeoutsFrom(readEnvironment(env));
}

/** The body deadlines from an environment already read. */
export function bodyTimeoutsFrom(vars: Environment): BodyTimeouts {
  return { idleTimeoutMs: vars.REQUEST_BODY_IDLE_TIMEOUT_MS, totalTimeoutMs: vars.REQUEST_BODY_TIMEOUT_MS };
}
