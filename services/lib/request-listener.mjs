// @ts-check
/**
 * Turns a local service's async request handler into an `http.Server` listener that survives its
 * bugs: a failure is printed on stderr (`<prefix><METHOD> <url>: <stack>`) and answered with the
 * service's own 500 body, or the connection is dropped when the answer had already started.
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<void>} handle
 * @param {{
 *   messagePrefix: string,
 *   answerFailure: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void,
 *   isClientGone?: (error: unknown) => boolean,
 * }} options `isClientGone`: failures that only mean the client left (neither printed nor answered)
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void}
 */
export function guardedRequestListener(handle, { messagePrefix, answerFailure, isClientGone = () => false }) {
  return (req, res) => {
    handle(req, res).catch((error) => {
      if (isClientGone(error)) return;
      process.stderr.write(`${messagePrefix}${req.method} ${req.url}: ${error?.stack ?? error}\n`);
      if (res.headersSent) res.destroy();
      else answerFailure(req, res);
    });
  };
}
