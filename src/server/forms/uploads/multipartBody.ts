import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { withoutForbiddenCharacters } from "@/lib/forms/textRules";
import { watchBodyDeadline, type BodyTimeouts } from "@/server/http/bodyDeadline";
import { FormError } from "@/server/forms/pipeline/formError";
import type { UploadMemoryBudget } from "./uploadMemory";
import { UploadSpool } from "./uploadSpool";

/** A file received in a multipart body, read into memory once the whole body arrived. */
export type ReceivedFile = { field: string; name: string; size: number; content: Buffer };

/** A form's body as read (after a refusal, the fields read before it), and how to give back its upload memory. */
export type FormBody = {
  fields: Record<string, unknown>;
  files: ReceivedFile[];
  refusal: FormError | null;
  release: () => void;
};

/** What a form's multipart body may hold (bytes), the one field with files, its message when too large. */
export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  maxBodyBytes: number;
  fileField: string;
  tooLargeKey: string;
};

type UploadSettings = BodyTimeouts & { budget: UploadMemoryBudget };

const MAX_FIELDS = 30;
const busyError = () => new FormError(503, "errors.busy", {}, 30);
const malformedError = () => new FormError(400, "errors.malformedBody");

/** A file written to the spool, not read back yet. */
type StoredFile = Omit<ReceivedFile, "content"> & { path: string };

/** Reads a multipart/form-data request with every limit enforced while reading (413, 408, 503 past the budget). */
export function readMultipart(
  req: IncomingMessage,
  limits: MultipartLimits,
  settings: UploadSettings,
): Promise<FormBody> {
  return new Promise((resolve) => new MultipartReading(req, limits, settings, resolve).start());
}

/** One multipart body being read: what arrived so far, the memory it holds, and how it ended (once). */
class MultipartReading {
  private readonly fields: Record<string, string> = {};
  private readonly spool = new UploadSpool();
  private readonly stored: Promise<StoredFile | null>[] = [];
  private parser: busboy.Busboy | null = null;
  private held = 0;
  private received = 0;
  private settled = false;
  private stopWatching = () => {};

  constructor(
    private readonly req: IncomingMessage,
    private readonly limits: MultipartLimits,
    private readonly settings: UploadSettings,
    private readonly done: (body: FormBody) => void,
  ) {}

  private readonly release = () => this.settings.budget.release(this.held);

  start(): void {
    const refusal = this.refusalBeforeReading();
    this.parser = refusal ? null : this.createParser();
    if (!this.parser) return this.fail(refusal ?? malformedError());
    this.stopWatching = watchBodyDeadline(this.req, this.settings, () =>
      this.fail(new FormError(408, "errors.bodyTimeout")),
    );
    this.req.on("data", (chunk: Buffer) => this.count(chunk.length));
    this.req.on("error", () => this.fail(malformedError()));
    const tooMany = { [this.limits.fileField]: "errors.tooManyFiles" };
    this.parser.on("field", (name, value, info) => this.field(name, value, info.valueTruncated));
    this.parser.on("file", (field, stream, info) => this.file(field, stream, info.filename));
    this.parser.on("filesLimit", () => this.fail(new FormError(413, "errors.tooManyFiles", tooMany)));
    this.parser.on("fieldsLimit", () => this.fail(new FormError(413, "errors.bodyTooLarge")));
    this.parser.on("partsLimit", () => this.fail(new FormError(413, "errors.bodyTooLarge")));
    this.parser.on("error", () => this.fail(malformedError()));
    this.parser.on("close", () => void this.complete());
    this.req.pipe(this.parser);
  }

  private sizeError(): FormError {
    return new FormError(413, "errors.bodyTooLarge", { [this.limits.fileField]: this.limits.tooLargeKey });
  }

  /** What refuses a body before it is read; an announced length is held whole at once (a slow body cannot slip in). */
  private refusalBeforeReading(): FormError | null {
    const type = this.req.headers["content-type"] ?? "";
    if (!type.toLowerCase().startsWith("multipart/form-data")) return new FormError(415, "errors.unsupportedBody");
    const declared = Number(this.req.headers["content-length"] ?? NaN);
    if (!Number.isFinite(declared)) return null;
    if (declared > this.limits.maxBodyBytes) return this.sizeError();
    if (!this.settings.budget.tryHold(declared)) return busyError();
    this.held = declared;
    return null;
  }

  private createParser(): busboy.Busboy | null {
    try {
      return busboy({
        headers: this.req.headers,
        // Browsers send UTF-8 file names ("receta médica.pdf"), not latin1.
        defParamCharset: "utf8",
        // One byte over the limit, so a file of exactly the limit is not flagged; larger ones are cut off.
        limits: {
          fileSize: this.limits.maxFileBytes + 1,
          files: this.limits.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: 20_000,
          parts: MAX_FIELDS + this.limits.maxFiles,
        },
      });
    } catch {
      return null;
    }
  }

  /** Counts bytes as they arrive, against the body's limit and the budget. */
  private count(bytes: number): void {
    if (this.settled) return;
    this.received += bytes;
    if (this.received > this.limits.maxBodyBytes) return this.fail(this.sizeError());
    if (this.received <= this.held) return;
    if (!this.settings.budget.tryHold(this.received - this.held)) return this.fail(busyError());
    this.held = this.received;
  }

  private field(name: string, value: string, truncated: boolean): void {
    if (truncated) return this.fail(new FormError(413, "errors.fieldTooLarge", { [name]: "errors.tooLong" }));
    this.fields[name] = value;
  }

  /** Writes a file part to the spool; a part without a file name is no file. */
  private file(field: string, stream: Readable, fileName: string | undefined): void {
    if (this.settled) return void stream.resume();
    if (field !== this.limits.fileField) {
      stream.resume();
      return this.fail(new FormError(400, "errors.unexpectedFile"));
    }
    const tooBig = () => new FormError(413, "errors.fileTooBig", { [field]: "errors.fileTooBig" });
    stream.on("limit", () => this.fail(tooBig()));
    let written: Promise<{ path: string; size: number }>;
    try {
      written = this.spool.write(stream);
    } catch {
      stream.resume();
      return this.fail(busyError());
    }
    const stored = written.then(
      ({ path, size }) => {
        if (size > this.limits.maxFileBytes) throw tooBig();
        return fileName ? { field, name: sanitizeFileName(fileName), size, path } : null;
      },
      // The disk refused the bytes (full, gone): the upload cannot be taken now.
      () => Promise.reject(busyError()),
    );
    // After a refusal nobody waits for the write any more (its folder may already be gone).
    stored.catch(() => undefined);
    this.stored.push(stored);
  }

  /** The whole body arrived: the files are read back from the spool, which is then removed. */
  private async complete(): Promise<void> {
    if (this.settled) return;
    this.stopWatching();
    let files: ReceivedFile[];
    try {
      files = await readBack(await Promise.all(this.stored));
    } catch (error) {
      return this.fail(error instanceof FormError ? error : busyError());
    }
    if (this.settled) return;
    this.settled = true;
    void this.spool.remove();
    this.done({ fields: this.fields, files, refusal: null, release: this.release });
  }

  /** Ends the reading with a refusal, keeping the fields read. */
  private fail(error: FormError): void {
    if (this.settled) return;
    this.settled = true;
    this.stopWatching();
    if (this.parser) this.req.unpipe(this.parser);
    void this.spool.remove();
    // A stalled client is not read any further: the 408 answer closes its connection.
    if (error.status !== 408) this.req.resume();
    this.done({ fields: this.fields, files: [], refusal: error, release: this.release });
  }
}

/** The files written to the spool, read into memory. */
function readBack(parts: (StoredFile | null)[]): Promise<ReceivedFile[]> {
  const files = parts.filter((part) => part !== null);
  return Promise.all(files.map(async ({ path, ...file }) => ({ ...file, content: await fs.promises.readFile(path) })));
}

/** A file name fit for display: no path, no bidi or zero-width characters that could hide its extension. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = withoutForbiddenCharacters(base, "_")
    .replace(/["<>|:*?]/g, "_")
    .trim();
  return (clean || "archivo").slice(-120);
}
