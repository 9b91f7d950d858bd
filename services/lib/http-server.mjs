// @ts-check
import http from "node:http";

/**
 * Starts a local service's HTTP server on `port` (0 = any free port). A port that cannot be had
 * rejects with one line naming the variable that sets it
 * (`mail sink: port 3200 is already in use (set MAIL_SINK_PORT)`).
 * @param {http.RequestListener} listener
 * @param {{ port: number, host: string | undefined, messagePrefix: string, portVariable: string }} options
 * @returns {Promise<{ port: number, close: () => Promise<void> }>} the bound port; `close` ends
 *   every open connection too
 */
export async function startHttpServer(listener, { port, host, messagePrefix, portVariable }) {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 5_000;
  const boundPort = await new Promise((resolve, reject) => {
    const onError = (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === "EADDRINUSE") {
        reject(new Error(`${messagePrefix}port ${port} is already in use (set ${portVariable})`));
      } else if (error.code === "EACCES") {
        reject(new Error(`${messagePrefix}no permission to listen on port ${port} (set ${portVariable})`));
      } else {
        reject(new Error(`${messagePrefix}cannot listen on ${host ?? "port"} ${port}: ${error.message}`));
      }
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
  return {
    port: boundPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
