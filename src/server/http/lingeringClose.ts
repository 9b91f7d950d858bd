import type { IncomingMessage, ServerResponse } from "node:http";

/** How much a refused sender may still send, and for how long, before its connection is cut. */
export type LingerLimits = { maxBytes: number; maxMs: number };

/**
 * The default bounds: a browser still sending an oversize form (the largest refused body the
 * hostile-input suite sends is 30 MB) finishes well within them on any link worth serving, and a
 * client that never stops sending is cut off after a few seconds. Nothing read is kept.
 */
export const LINGER_LIMITS: LingerLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 5_000 };

/**
 * Ends the connection of a request refused while its body is still arriving without losing the
 * answer (RFC 9112 §9.6, staged close). Call it before the refusal is sent: the answer carries
 * `Connection: close`; once it is written the server closes its side only (FIN), keeps reading and
 * discarding what the client still sends, and closes for good when the body has arrived, the client
 * closed, or the bounds are reached. Node's own close of a `Connection: close` answer destroys the
 * socket at once, and the client's next write then meets a reset that can wipe the answer it had not
 * read yet. A body already read whole needs none of this.
 */
export function closeAfterLingering(
  req: IncomingMessage,
  res: ServerResponse,
  limits: LingerLimits = LINGER_LIMITS,
): void {
  if (!res.headersSent) res.setHeader("Connection", "close");
  const socket = req.socket;
  if (req.complete || !socket || socket.destroyed) return;

  let discarded = 0;
  let answered = false;
  const cut = () => {
    clearTimeout(deadline);
    if (!socket.destroyed) socket.destroy();
  };
  const deadline = setTimeout(cut, limits.maxMs);
  deadline.unref();
  socket.once("close", () => clearTimeout(deadline));

  req.on("data", (chunk: Buffer | string) => {
    discarded += chunk.length;
    if (discarded > limits.maxBytes) cut();
  });
  // The whole body arrived: nothing unread is left to turn the close into a reset.
  req.once("end", () => {
    if (answered) cut();
  });
  req.resume();

  // Node calls destroySoon once a `Connection: close` answer is written; here it half-closes instead.
  // A private internal of Node (undocumented; no public hook sits between "answer written" and
  // "socket destroyed"): listed in docs/decisions.md "Private internals that remain", and
  // tests/integration/privateInternals.test.ts fails when Node stops calling it.
  socket.destroySoon = function lingeringClose() {
    answered = true;
    if (socket.writable) socket.end();
    if (req.complete) socket.once("finish", cut);
    // The client read the answer and closed its side.
    socket.once("end", cut);
  };
}
