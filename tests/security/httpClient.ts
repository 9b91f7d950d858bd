/**
 * Requests sent with node's http module, not fetch: the path goes on the wire as given (invalid
 * percent-encoding, raw bytes), the body may be any bytes, and an answer that comes before the
 * body was fully sent (413 on a declared length) is read as such.
 */
import http from "node:http";

export type WireRequest = {
  method: string;
  /** The request target exactly as written on the request line. */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer;
  /** Declared length when it differs from the body's (a larger one: the server answers first or the request stalls). */
  contentLength?: number;
};

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
  /** Why the answer is missing (status 0: no status line came back) or incomplete (cut after its status line). */
  error?: string;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Sends one request to `origin` (http://127.0.0.1:port) and reads the whole answer. */
export function send(origin: string, request: WireRequest, timeoutMs = 30_000): Promise<Answer> {
  const url = new URL(origin);
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: Omit<Answer, "ms">) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    const headers: Record<string, string | string[] | number> = { ...request.headers };
    const declared = request.contentLength ?? request.body?.length;
    if (declared !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === "transfer-encoding"))
      headers["Content-Length"] = declared;
    // A body shorter than its declared length leaves the connection unusable afterwards: its own socket.
    const partial = request.contentLength !== undefined && request.contentLength !== request.body?.length;
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        agent: partial ? false : agent,
        insecureHTTPParser: true,
      });
    } catch (error) {
      finish({ status: 0, headers: {}, body: "", error: `could not send: ${(error as Error).message}` });
      return;
    }
    // The answer, once its status line is in: a write that fails afterwards (the server refused the
    // body while it was still being sent, and closed) does not undo an answer that arrived.
    let response: http.IncomingMessage | undefined;
    const chunks: Buffer[] = [];
    const finishWithResponse = (received: http.IncomingMessage, error?: string) =>
      finish({
        status: received.statusCode ?? 0,
        headers: received.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        ...(error ? { error } : {}),
      });
    const timer = setTimeout(() => {
      const error = `no answer within ${timeoutMs} ms`;
      if (response) finishWithResponse(response, `answer cut: ${error}`);
      else finish({ status: 0, headers: {}, body: "", error });
      req.destroy();
    }, timeoutMs);
    req.on("response", (res) => {
      response = res;
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        finishWithResponse(res);
        if (partial) req.destroy();
      });
      res.on("error", (error) => finishWithResponse(res, `answer cut: ${error.message}`));
      res.on("close", () => {
        if (!res.complete) finishWithResponse(res, "answer cut: connection closed");
      });
    });
    req.on("error", (error) => {
      // The answer's own events finish it (whole or cut); only no status line at all is no answer.
      if (response) return;
      // A kept-alive socket the server closed as idle just as it was reused: the request never
      // reached the site, so it is sent again (Node's documented pattern, `request.reusedSocket`).
      if (req.reusedSocket && (error as NodeJS.ErrnoException).code === "ECONNRESET" && !done) {
        done = true;
        clearTimeout(timer);
        void send(origin, request, timeoutMs).then(resolve);
        return;
      }
      finish({
        status: 0,
        headers: {},
        body: "",
        error: `${(error as NodeJS.ErrnoException).code ?? ""} ${error.message}`.trim(),
      });
    });
    if (request.body) req.write(request.body);
    if (!partial) req.end();
  });
}

/** Closes the kept-alive sockets (end of the suite). */
export function closeConnections(): void {
  agent.destroy();
}

/** The request as one line a person can replay (method, target, headers, body summary). */
export function describeRequest(request: WireRequest): string {
  const headers = Object.entries(request.headers ?? {})
    .filter(([name]) => !/^origin$/i.test(name))
    .map(([name, value]) => `${name}: ${String(value).slice(0, 120)}`);
  const body = request.body
    ? ` body(${request.body.length} B${request.contentLength !== undefined ? `, declared ${request.contentLength}` : ""})=${JSON.stringify(request.body.subarray(0, 300).toString("latin1"))}`
    : "";
  return `${request.method} ${request.path.length > 300 ? `${request.path.slice(0, 300)}…(${request.path.length} chars)` : request.path}${headers.length ? ` [${headers.join("; ")}]` : ""}${body}`;
}
