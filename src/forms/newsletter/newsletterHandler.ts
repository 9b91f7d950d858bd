import type { IncomingMessage, ServerResponse } from "node:http";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { fieldErrors } from "@/forms/fieldRules";
import { newsletterSchema } from "@/forms/newsletter/newsletterSchema";
import { MailDeliveryError } from "@/server/mail/mailer";
import { assertNotBot } from "../contact/contactHandler";
import { BodyReadError, readBoundedBody, type BodyTimeouts } from "@/server/http/bodyDeadline";
import { FormError } from "../../server/forms/pipeline/formError";
import { runFormRequest, type FormDependencies } from "../../server/forms/pipeline/formRequest";
import type { NativeForm } from "../../server/forms/noJs/nativeAnswer";
import { HONEYPOT_FIELD } from "@/forms/honeypot";

/** Largest body, JSON or urlencoded. */
const MAX_BODY_BYTES = 4_096;

/** What each reason a body could not be read answers. */
const BODY_READ_ERRORS = {
  tooLarge: () => new FormError(413, "errors.bodyTooLarge"),
  timeout: () => new FormError(408, "errors.bodyTimeout"),
  aborted: () => new FormError(400, "errors.malformedBody"),
};

/** The body types a subscription may come in: the site's script sends JSON, a native post of the form urlencoded. */
const BODY_PARSERS: Record<string, (text: string) => Record<string, unknown> | null> = {
  "application/json": (text) => {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  },
  // Every field once, its first value (a repeated field cannot smuggle a second address).
  "application/x-www-form-urlencoded": (text) => {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(text))
      if (!Object.hasOwn(fields, name)) Object.defineProperty(fields, name, { value, enumerable: true });
    return fields;
  },
};

/** Reads a small JSON or urlencoded object body (bounded in size and time), refusing anything else. */
async function readFields(req: IncomingMessage, timeouts: BodyTimeouts): Promise<Record<string, unknown>> {
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  const parse = Object.hasOwn(BODY_PARSERS, type) ? BODY_PARSERS[type] : undefined;
  if (!parse) {
    req.resume();
    throw new FormError(415, "errors.unsupportedBody");
  }
  let body: Buffer;
  try {
    body = await readBoundedBody(req, MAX_BODY_BYTES, timeouts);
  } catch (error) {
    if (error instanceof BodyReadError) throw BODY_READ_ERRORS[error.reason]();
    throw error;
  }
  const fields = parse(body.toString("utf8"));
  if (!fields) throw new FormError(400, "errors.malformedBody");
  return fields;
}

/** The newsletter as a native post is answered: its address comes back after a refusal. */
const NEWSLETTER_FORM: NativeForm = { kind: "newsletter", keptFields: ["email"] };

/**
 * Handles POST /api/newsletter: adds the address to the newsletter list (R7, list 190022) with
 * `addnoforce`, so an address that is already there (or unsubscribed) is left as it is — a success.
 * The body is the script's JSON or the form's own urlencoded post (JavaScript off): same limits,
 * honeypot and schema.
 */
export function handleNewsletter(req: IncomingMessage, res: ServerResponse, deps: FormDependencies): Promise<void> {
  return runFormRequest(req, res, deps, NEWSLETTER_FORM, async (submitted) => {
    const body = await readFields(req, deps.config.bodyTimeouts);
    if (typeof body.email === "string") submitted.email = body.email;
    assertNotBot(body[HONEYPOT_FIELD]);
    const parsed = newsletterSchema.safeParse({ email: body.email });
    if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
    try {
      await deps.mailer.subscribe(NEWSLETTER_LIST_ID, parsed.data.email);
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new FormError(502, "errors.subscriptionFailed");
      throw error;
    }
    return { answer: { ok: true }, details: { email: parsed.data.email } };
  });
}
