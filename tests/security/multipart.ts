/**
 * multipart/form-data bodies built byte by byte, so that tests can also build broken ones
 * (wrong boundary, no closing delimiter, raw bytes in headers).
 */

export type Part =
  | { name: string; value: string | Buffer }
  | { name: string; filename: string; content: Buffer; contentType?: string }
  /** A part written exactly as given (its own headers, CRLFs and content). */
  | { raw: Buffer | string };

export const BOUNDARY = "----hostileInputBoundary7MA4YWxkTrZu0gW";

const header = (part: Part): string => {
  if ("raw" in part) return "";
  if ("filename" in part) {
    return `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`;
  }
  return `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`;
};

/** The body of a multipart request; `close: false` leaves out the closing delimiter (a truncated body). */
export function multipartBody(
  parts: Part[],
  { boundary = BOUNDARY, close = true }: { boundary?: string; close?: boolean } = {},
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("raw" in part) {
      chunks.push(Buffer.isBuffer(part.raw) ? part.raw : Buffer.from(part.raw, "utf8"));
    } else {
      chunks.push(Buffer.from(header(part), "utf8"));
      const content = "filename" in part ? part.content : part.value;
      chunks.push(Buffer.isBuffer(content) ? content : Buffer.from(content, "utf8"));
    }
    chunks.push(Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The Content-Type header of a multipart body with this boundary. */
export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** Text fields as parts, in order (a field given twice appears twice). */
export const fieldParts = (fields: [string, string][]): Part[] => fields.map(([name, value]) => ({ name, value }));
