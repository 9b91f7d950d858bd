import type { IncomingMessage } from "node:http";
import { FormError } from "./formError";

/** How long a request body may take: without any byte, and in all. */
export type BodyTimeouts = { idleTimeoutMs: number; totalTimeoutMs: number };

/**
 * Watches a request body: when no byte arrives for `idleTimeoutMs`, or the whole body takes more
 * than `totalTimeoutMs`, `onTimeout` gets a 408 FormError (its answer closes the connection, so a
 * stalled client's socket and buffers are let go). Returns the function that stops watching.
 */
export function watchBodyDeadline(req: IncomingMessage, { idleTimeoutMs, totalTimeoutMs }: BodyTimeouts, onTimeout: (error: FormError) => void): () => void {
  const expire = () => {
    stop();
    onTimeout(new FormError(408, "errors.bodyTimeout"));
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
