import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { FormError } from "./formError";
import { SIGNATURE_BYTES } from "./fileContent";

/** A file received in a multipart body, fully in memory (bounded by the limits). */
export type ReceivedFile = { field: string; name: string; size: number; content: Buffer };

type MultipartLimits = {
  /** Largest single file (bytes); one byte more answers 413. */
  maxFileBytes: number;
  maxFiles: number;
  /** Largest whole body (bytes), checked on Content-Length and while reading. */
  maxBodyBytes: number;
  /** Field names that may carry files. */
  fileFields: readonly string[];
};

const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 20_000;

/**
 * Reads a multipart/form-data request as a stream with every limit enforced while reading: nothing
 * is buffered beyond the limits, and an oversized body is cut off with 413. File names are kept
 * only as display names (never used as paths).
 */
export function readMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  return new Promise((resolve, reject) => {
    const type = req.headers["content-type"] ?? "";
    if (!type.toLowerCase().startsWith("multipart/form-data")) {
      reject(new FormError(415, "errors.unsupportedBody"));
      return;
    }
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(declared) && declared > limits.maxBodyBytes) {
      req.resume();
      reject(new FormError(413, "errors.bodyTooLarge"));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send UTF-8 file names ("receta médica.pdf"), not latin1.
        defParamCharset: "utf8",
        // One byte over the limit, so a file of exactly the limit is not flagged; larger ones are cut off.
        limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + limits.maxFiles },
      });
    } catch {
      reject(new FormError(400, "errors.malformedBody"));
      return;
    }
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    let received = 0;
    let settled = false;
    const fail = (error: FormError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes) fail(new FormError(413, "errors.bodyTooLarge"));
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new FormError(413, "errors.fieldTooLarge", { [name]: "errors.tooLong" }));
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      if (!limits.fileFields.includes(field)) {
        stream.resume();
        return fail(new FormError(400, "errors.unexpectedFile"));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on("limit", () => fail(new FormError(413, "errors.fileTooBig", { [field]: "errors.fileTooBig" })));
      stream.on("end", () => {
        if (size > limits.maxFileBytes) return fail(new FormError(413, "errors.fileTooBig", { [field]: "errors.fileTooBig" }));
        if (!settled && info.filename) files.push({ field, name: sanitizeFileName(info.filename), size, content: Buffer.concat(chunks, size) });
      });
    });
    parser.on("filesLimit", () => fail(new FormError(413, "errors.tooManyFiles", { attachments: "errors.tooManyFiles" })));
    parser.on("fieldsLimit", () => fail(new FormError(413, "errors.bodyTooLarge")));
    parser.on("partsLimit", () => fail(new FormError(413, "errors.bodyTooLarge")));
    parser.on("error", () => fail(new FormError(400, "errors.malformedBody")));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });
    req.pipe(parser);
  });
}

/** A file name fit for display and for an e-mail attachment: no path, no control characters, bounded. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "_").trim();
  return (clean || "archivo").slice(-120);
}

/** Whether the first bytes were read (for magic-byte checks on tiny files). */
export const headOf = (file: ReceivedFile) => file.content.subarray(0, SIGNATURE_BYTES);
