// @ts-check
/**
 * Request bodies: read with a size limit (a declared Content-Length over the limit is refused
 * before reading anything; a chunked body as soon as it passes the limit, without buffering the
 * rest), and bodies left unread when the answer goes out early are discarded.
 */

/** Thrown when a request body is larger than allowed. */
export class BodyTooLargeError extends Error {
  /** @param {number} limit */
  constructor(limit) {
    super(`request body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

/** Thrown when the client goes away before sending the whole body. */
export class BodyAbortedError extends Error {
  constructor() {
    super("request aborted before its body was complete");
    this.name = "BodyAbortedError";
  }
}

/**
 * Reads the whole body, at most `limit` bytes. On rejection the stream is left flowing, unread.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 * @throws {BodyTooLargeError | BodyAbortedError}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLargeError(limit));
      return;
    }
    /** @type {Buffer[]} */
    let chunks = [];
    let size = 0;
    const settle = (/** @type {() => void} */ outcome) => {
      req.off("data", onData).off("end", onEnd).off("error", onAbort).off("close", onClose);
      chunks = [];
      outcome();
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) settle(() => reject(new BodyTooLargeError(limit)));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      const body = Buffer.concat(chunks, size);
      settle(() => resolve(body));
    };
    const onAbort = () => settle(() => reject(new BodyAbortedError()));
    const onClose = () => {
      if (!req.complete) onAbort();
    };
    req.on("data", onData).on("end", onEnd).on("error", onAbort).on("close", onClose);
  });
}

/**
 * For an answer sent before the body was read (401, 413, faults): the rest of the body is read
 * and thrown away while the connection stays open, so that the client finishes uploading and
 * reads the answer rather than a reset (closing right after the answer makes clients that are
 * still writing fail with EPIPE); past `maxBytes` the socket is dropped.
 * @param {import("node:http").IncomingMessage} req
 * @param {number} maxBytes
 */
export function discardRestOfBody(req, maxBytes) {
  if (req.complete) return;
  let discarded = 0;
  req.on("data", (/** @type {Buffer} */ chunk) => {
    discarded += chunk.length;
    if (discarded > maxBytes) req.socket.destroy();
  });
  req.on("error", () => {});
  req.resume();
}
