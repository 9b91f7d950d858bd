import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { withoutForbiddenCharacters } from "@/lib/forms/textRules";
import { watchBodyDeadline, type BodyTimeouts } from "@/server/http/bodyDeadline";
import { FormError } from "@/server/forms/pipeline/formError";
import type { UploadMemoryBudget } from "./uploadMemory";
import { UploadSpool } from "./uploadSpool";

/** A file received in a multipart body, read into memory once the whole body arrived (bounded by the limits). */
export type ReceivedFile = { field: string; name: string; size: number; content: Buffer };

/** What a multipart body held. */
type MultipartUpload = { fields: Record<string, string>; files: ReceivedFile[] };

type MultipartLimits = {
  /** Largest single file (bytes); one byte more answers 413. */
  maxFileBytes: number;
  maxFiles: number;
  /** Largest whole body (bytes), checked on Content-Length and while reading. */
  maxBodyBytes: number;
  /** The one field that may carry files (its name goes on size errors). */
  fileField: string;
  /** The file field's message when the whole body is too large (the total or the one file). */
  tooLargeKey: string;
};

/** How a form route reads bodies: the process's upload memory and the body's deadlines. */
export type UploadSettings = BodyTimeouts & { budget: UploadMemoryBudget };

const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 20_000;
/** Seconds a client is asked to wait when uploads in flight fill the memory budget. */
const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * Reads a multipart/form-data request as a stream with every limit enforced while reading, hands
 * it to `handle`, and gives its memory back when `handle` is done, whatever happened. Nothing is buffered
 * beyond the limits: an oversized body is cut off (413), a stalled or endless one dropped (408),
 * and one that would push the process's uploads in flight past their budget refused (503).
 * The text fields are written into `fields` as they arrive, so a refusal made while reading still
 * knows the ones read before it.
 */
export async function withMultipart<T>(
  req: IncomingMessage,
  limits: MultipartLimits,
  settings: UploadSettings,
  handle: (upload: MultipartUpload) => Promise<T>,
  fields: Record<string, string> = {},
): Promise<T> {
  const held = { bytes: 0 };
  try {
    return await handle(await readMultipart(req, limits, settings, held, fields));
  } finally {
    settings.budget.release(held.bytes);
  }
}

function readMultipart(
  req: IncomingMessage,
  limits: MultipartLimits,
  settings: UploadSettings,
  held: { bytes: number },
  fields: Record<string, string>,
): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    const type = req.headers["content-type"] ?? "";
    if (!type.toLowerCase().startsWith("multipart/form-data")) {
      req.resume();
      reject(new FormError(415, "errors.unsupportedBody"));
      return;
    }
    const sizeError = () => new FormError(413, "errors.bodyTooLarge", { [limits.fileField]: limits.tooLargeKey });
    const busyError = () => new FormError(503, "errors.busy", {}, BUSY_RETRY_AFTER_SECONDS);
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(declared) && declared > limits.maxBodyBytes) {
      req.resume();
      reject(sizeError());
      return;
    }
    // A body of announced length holds its whole size at once (a stalled one cannot slip under the
    // budget by sending slowly); a chunked body holds what has arrived.
    if (Number.isFinite(declared)) {
      if (!settings.budget.tryHold(declared)) {
        req.resume();
        reject(busyError());
        return;
      }
      held.bytes = declared;
    }
    let received = 0;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send UTF-8 file names ("receta médica.pdf"), not latin1.
        defParamCharset: "utf8",
        // One byte over the limit, so a file of exactly the limit is not flagged; larger ones are cut off.
        limits: {
          fileSize: limits.maxFileBytes + 1,
          files: limits.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: MAX_FIELDS + limits.maxFiles,
        },
      });
    } catch {
      req.resume();
      reject(new FormError(400, "errors.malformedBody"));
      return;
    }
    // Files are written to disk as they arrive and read back only once the body is complete.
    const spool = new UploadSpool();
    const writes: fs.WriteStream[] = [];
    const stored: Promise<(Omit<ReceivedFile, "content"> & { path: string }) | null>[] = [];
    let settled = false;
    const fail = (error: FormError) => {
      if (settled) return;
      settled = true;
      stopWatching();
      req.unpipe(parser);
      for (const write of writes) write.destroy();
      void spool.remove();
      // A stalled client is not read any further: the 408 answer closes its connection.
      if (error.status !== 408) req.resume();
      reject(error);
    };
    const stopWatching = watchBodyDeadline(req, settings, () => fail(new FormError(408, "errors.bodyTimeout")));

    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > limits.maxBodyBytes) return fail(sizeError());
      if (received <= held.bytes) return;
      if (!settings.budget.tryHold(received - held.bytes)) return fail(busyError());
      held.bytes = received;
    });
    req.on("error", () => fail(new FormError(400, "errors.malformedBody")));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(new FormError(413, "errors.fieldTooLarge", { [name]: "errors.tooLong" }));
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      if (settled) return stream.resume();
      if (field !== limits.fileField) {
        stream.resume();
        return fail(new FormError(400, "errors.unexpectedFile"));
      }
      const tooBig = () => new FormError(413, "errors.fileTooBig", { [field]: "errors.fileTooBig" });
      let target: ReturnType<UploadSpool["create"]>;
      try {
        target = spool.create();
      } catch {
        stream.resume();
        return fail(busyError());
      }
      writes.push(target.stream);
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      stream.on("limit", () => fail(tooBig()));
      const written = new Promise<(Omit<ReceivedFile, "content"> & { path: string }) | null>((done, refuse) => {
        target.stream.on("finish", () => {
          if (size > limits.maxFileBytes) return refuse(tooBig());
          done(info.filename ? { field, name: sanitizeFileName(info.filename), size, path: target.path } : null);
        });
        // The disk refused the bytes (full, gone): the upload cannot be taken now.
        target.stream.on("error", () => refuse(busyError()));
      });
      // After a refusal nobody waits for the write any more (its folder may already be gone).
      written.catch(() => undefined);
      stored.push(written);
      stream.pipe(target.stream);
    });
    parser.on("filesLimit", () =>
      fail(new FormError(413, "errors.tooManyFiles", { [limits.fileField]: "errors.tooManyFiles" })),
    );
    parser.on("fieldsLimit", () => fail(new FormError(413, "errors.bodyTooLarge")));
    parser.on("partsLimit", () => fail(new FormError(413, "errors.bodyTooLarge")));
    parser.on("error", () => fail(new FormError(400, "errors.malformedBody")));
    parser.on("close", () => {
      if (settled) return;
      stopWatching();
      Promise.all(stored)
        .then((parts) =>
          Promise.all(
            parts.flatMap((part) =>
              part
                ? [
                    fs.promises
                      .readFile(part.path)
                      .then((content) => ({ field: part.field, name: part.name, size: part.size, content })),
                  ]
                : [],
            ),
          ),
        )
        .then(
          (files) => {
            if (settled) return;
            settled = true;
            void spool.remove();
            resolve({ fields, files });
          },
          (error: unknown) => fail(error instanceof FormError ? error : busyError()),
        );
    });
    req.pipe(parser);
  });
}

/**
 * A file name fit for display and for an e-mail attachment: no path, no control, bidi or
 * zero-width characters (a name could otherwise hide its real extension), bounded.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = withoutForbiddenCharacters(base, "_")
    .replace(/["<>|:*?]/g, "_")
    .trim();
  return (clean || "archivo").slice(-120);
}
