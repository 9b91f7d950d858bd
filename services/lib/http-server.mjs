// @ts-check
import http from "node:http";
import https from "node:https";
import net from "node:net";

/** The first byte of a TLS handshake record: what tells HTTPS from plain HTTP on one port. */
const TLS_HANDSHAKE = 0x16;

/**
 * Starts a local service's HTTP server on `port` (0 = any free port). With `tls` (a key and
 * certificate, PEM) the same port answers HTTPS too: each connection goes to the plain or the TLS
 * server by its first byte. A port that cannot be had rejects with one line naming the variable
 * that sets it (`mail sink: port 3200 is already in use (set MAIL_SINK_PORT)`).
 * @param {http.RequestListener} listener
 * @param {{ port: number, host: string | undefined, messagePrefix: string, portVariable: string, tls?: { key: string, cert: string } }} options
 * @returns {Promise<{ port: number, close: () => Promise<void> }>} the bound port; `close` ends
 *   every open connection too
 */
export async function startHttpServer(listener, { port, host, messagePrefix, portVariable, tls }) {
  const plain = http.createServer(listener);
  const secure = tls ? https.createServer(tls, listener) : null;
  for (const server of [plain, secure]) if (server) server.keepAliveTimeout = 5_000;
  // The servers behind the dispatcher never listen, so their closeAllConnections knows no socket: track them here.
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const server = secure
    ? net.createServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        dispatch(socket, plain, secure);
      })
    : plain;
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
        plain.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/**
 * Hands a connection to the TLS server when its first byte opens a TLS handshake, else to the plain one.
 * @param {net.Socket} socket @param {http.Server} plain @param {https.Server} secure
 */
function dispatch(socket, plain, secure) {
  socket.on("error", () => socket.destroy());
  socket.once("readable", () => {
    const first = socket.read(1);
    if (first === null) return void socket.destroy();
    socket.unshift(first);
    (first[0] === TLS_HANDSHAKE ? secure : plain).emit("connection", socket);
  });
}
