import type { IncomingMessage, ServerResponse } from "node:http";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { fieldErrors, newsletterSchema } from "@/forms/schemas";
import { MailDeliveryError } from "@/server/mail/mailer";
import { guardFormRequest, type FormDependencies } from "./contact";
import { FormError } from "./formError";
import { answerForm } from "./respond";
import { HONEYPOT_FIELD } from "@/forms/honeypot";

const MAX_JSON_BYTES = 4_096;

/** Reads a small JSON body (bounded), refusing anything else. */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("application/json")) throw new FormError(415, "errors.unsupportedBody");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BYTES) throw new FormError(413, "errors.bodyTooLarge");
    chunks.push(chunk as Buffer);
  }
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString("utf8"));
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
  return answerForm(res, deps.locale, async () => {
    guardFormRequest(req, deps);
    const body = await readJson(req);
    if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD]) throw new FormError(400, "errors.spam");
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
