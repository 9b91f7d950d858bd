// @ts-check
import { sendBytes } from "../../../lib/send-bytes.mjs";

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name
 * (RFC 6266 / RFC 8187).
 * @param {string} filename
 * @returns {string}
 */
function contentDisposition(filename) {
  const fallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "adjunto";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends an attachment's decoded bytes as a download, with its declared Content-Type (when that is
 * a well-formed media type) and headers that keep a browser from rendering it as a page.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {{ attachment: import("../store/message-store.mjs").StoredAttachment, bytes: Buffer }} found
 */
export function sendAttachment(req, res, { attachment, bytes }) {
  const contentType = /^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.+-]+=(?:[\w.+-]+|"[^"\r\n]*"))*$/.test(attachment.ContentType)
    ? attachment.ContentType
    : "application/octet-stream";
  sendBytes(req, res, 200, bytes, {
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition(attachment.Filename),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Cache-Control": "no-store",
  });
}
