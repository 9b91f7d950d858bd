import type { IncomingMessage } from "node:http";
import { BodyReadError, readBoundedBody, type BodyTimeouts } from "@/server/http/bodyDeadline";
import type { FormBody } from "@/server/forms/uploads/multipartBody";
import { FormError } from "./formError";

/** Largest body, JSON or urlencoded. */
const MAX_BODY_BYTES = 4_096;

/** What each reason a body could not be read answers. */
const BODY_READ_ERRORS = {
  tooLarge: () => new FormError(413, "errors.bodyTooLarge"),
  timeout: () => new FormError(408, "errors.bodyTimeout"),
  aborted: () => new FormError(400, "errors.malformedBody"),
};

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The body types a small form may come in: the site's script sends JSON, a native post of the form urlencoded. */
const BODY_PARSERS: Record<string, (text: string) => Record<string, unknown> | null> = {
  "application/json": jsonObject,
  // Every field once, its first value (a repeated field cannot smuggle a second address).
  "application/x-www-form-urlencoded": (text) => Object.fromEntries([...new URLSearchParams(text)].reverse()),
};

/** A small JSON or urlencoded object body (bounded in size and time), refusing anything else. */
export async function readFields(req: IncomingMessage, timeouts: BodyTimeouts): Promise<FormBody> {
  const refused = (refusal: FormError) => ({ fields: {}, files: [], refusal, release: () => {} });
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  const parse = Object.hasOwn(BODY_PARSERS, type) ? BODY_PARSERS[type] : undefined;
  if (!parse) {
    req.resume();
    return refused(new FormError(415, "errors.unsupportedBody"));
  }
  let bytes: Buffer;
  try {
    bytes = await readBoundedBody(req, MAX_BODY_BYTES, timeouts);
  } catch (error) {
    if (error instanceof BodyReadError) return refused(BODY_READ_ERRORS[error.reason]());
    throw error;
  }
  const fields = parse(bytes.toString("utf8"));
  return fields
    ? { fields, files: [], refusal: null, release: () => {} }
    : refused(new FormError(400, "errors.malformedBody"));
}
