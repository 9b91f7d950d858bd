import type { IncomingMessage, ServerResponse } from "node:http";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { fieldErrors, newsletterSchema } from "@/forms/schemas";
import { MailDeliveryError } from "@/server/mail/mailer";
import { assertNotBot } from "./contact";
import { BodyReadError, readBoundedBody, type BodyTimeouts } from "@/server/http/bodyDeadline";
import { FormError } from "./formError";
import { runFormRequest, type FormDependencies } from "./formRequest";
import { HONEYPOT_FIELD } from "@/forms/honeypot";

const MAX_JSON_BYTES = 4_096;

/** What each reason a body could not be read answers. */
const BODY_READ_ERRORS = {
  tooLarge: () => new FormError(413, "errors.bodyTooLarge"),
  timeout: () => new FormError(408, "errors.bodyTimeout"),
  aborted: () => new FormError(400, "errors.malformedBody"),
};

/** Reads a small JSON object body (bounded in size and time), refusing anything else. */
async function readJson(req: IncomingMessage, timeouts: BodyTimeouts): Promise<Record<string, unknown>> {
  if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) {
    req.resume();
    throw new FormError(415, "errors.unsupportedBody");
  }
  let body: Buffer;
  try {
    body = await readBoundedBody(req, MAX_JSON_BYTES, timeouts);
  } catch (error) {
    if (error instanceof BodyReadError) throw BODY_READ_ERRORS[error.reason]();
    throw error;
  }
  try {
    const value: unknown = JSON.parse(body.toString("utf8"));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new FormError(400, "errors.malformedBody");
}

/**
 * Handles POST /api/newsletter: adds the address to the newsletter list (spec §7, list 190022) with
 * `addnoforce`, so an address that is already there (or unsubscribed) is left as it is — a success.
 */
export function handleNewsletter(req: IncomingMessage, res: ServerResponse, deps: FormDependencies): Promise<void> {
  return runFormRequest(req, res, deps, async () => {
    const body = await readJson(req, deps.config.bodyTimeouts);
    assertNotBot(body[HONEYPOT_FIELD]);
    const parsed = newsletterSchema.safeParse({ email: body.email });
    if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
    try {
      await deps.mailer.subscribe(NEWSLETTER_LIST_ID, parsed.data.email);
    } catch (error) {
      if (error instanceof MailDeliveryError) throw new FormError(502, "errors.subscriptionFailed");
      throw error;
    }
    return { ok: true };
  });
}
