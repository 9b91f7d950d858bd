// @ts-check
/**
 * Writes a whole answer: status, `Content-Length` and `headers`, then the bytes (none for HEAD).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Buffer} payload
 * @param {Record<string, string>} headers
 */
export function sendBytes(req, res, status, payload, headers) {
  res.writeHead(status, { "Content-Length": String(payload.length), ...headers });
  res.end(req.method === "HEAD" ? undefined : payload);
}
