import type { IncomingMessage, ServerResponse } from "node:http";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { fieldErrors } from "@/forms/fieldRules";
import { newsletterSchema } from "./newsletterSchema";
import { MailDeliveryError } from "@/server/mail/mailer";
import { filledHoneypot } from "@/forms/contact/contactHandler";
import { TYPED_ADDRESS_DAILY_LIMIT } from "@/server/forms/abuse/recipientCaps";
import { assertPost, assertSameOrigin } from "@/server/forms/pipeline/requestGuards";
import { refusalHeaders } from "@/server/forms/pipeline/formError";
import { isNativeFormPost } from "@/server/forms/noJs/nativePost";
import { sendJson } from "@/server/http/sendJson";
import { translateFormMessage } from "@/server/serverMessages";
import {
  confirmationMessage,
  confirmationPageUrl,
  confirmationToken,
  readConfirmationLink,
} from "./newsletterConfirmation";
import { CONFIRMATION_TOKEN_PARAM } from "./confirmationParams";
import { BodyReadError, readBoundedBody, type BodyTimeouts } from "@/server/http/bodyDeadline";
import { FormError } from "@/server/forms/pipeline/formError";
import { runFormRequest, type FormDependencies } from "@/server/forms/pipeline/formRequest";
import type { NativeForm } from "@/server/forms/noJs/nativeAnswer";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { safeErrorLog } from "@/server/safeErrorLog";

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
 * Handles POST /api/newsletter, the first half of the double opt-in (issue 32): sends the address
 * one e-mail with a signed link that works for 48 hours (newsletterConfirmation.ts) and answers
 * "check your inbox"; nothing is added to the list until the link is followed
 * (handleNewsletterConfirmation). The body is the script's JSON or the form's own urlencoded post
 * (JavaScript off): same limits, honeypot and schema. The link goes only within the address's caps
 * (one every 10 minutes, and the forms' 3 a day): past them the answer is the same and nothing is
 * sent, so a sign-up in someone else's name cannot flood their inbox, nor tell whether it did.
 */
export function handleNewsletter(req: IncomingMessage, res: ServerResponse, deps: FormDependencies): Promise<void> {
  return runFormRequest(req, res, deps, NEWSLETTER_FORM, async (submitted) => {
    const body = await readFields(req, deps.config.bodyTimeouts);
    if (typeof body.email === "string") submitted.email = body.email;
    const parsed = newsletterSchema.safeParse({ email: body.email });
    if (!parsed.success) throw new FormError(400, "errors.invalid", fieldErrors(parsed.error));
    const { email } = parsed.data;
    const accepted = { answer: { ok: true }, details: { email } };
    if (filledHoneypot(body[HONEYPOT_FIELD], "newsletter")) return accepted;
    const allowance = await deps.recipients.take(email, "newsletter");
    if (!allowance) {
      console.warn(
        `newsletter: no confirmation link sent: that address already had one in 10 minutes or ${TYPED_ADDRESS_DAILY_LIMIT} e-mails from the forms in 24 hours`,
      );
      return accepted;
    }
    const token = confirmationToken(deps.config.signingSecret, email, deps.locale);
    const from = { Email: deps.config.from.email, Name: deps.config.from.name };
    try {
      await deps.mailer.send(confirmationMessage({ from, email, locale: deps.locale, siteUrl: deps.siteUrl, token }));
    } catch (error) {
      allowance.giveBack();
      if (error instanceof MailDeliveryError) throw new FormError(502, "errors.subscriptionFailed");
      throw error;
    }
    return accepted;
  });
}

/** What the confirmation answers a caller that is not a browser's own post, by the link's state. */
const CONFIRMATION_ANSWERS = {
  invalid: { status: 400, messageKey: "errors.confirmationInvalid" },
  expired: { status: 410, messageKey: "errors.confirmationExpired" },
} as const;

/**
 * Handles POST /api/newsletter-confirmation (`codigo=<token>`), the second half: the button of the
 * confirmation page. A valid link used for the first time adds its address to the list (R7, list
 * 190022) with `addnoforce`, as the sign-up did before double opt-in; a link used before adds
 * nothing again. A browser's own post is answered 303 to the confirmation page, which says what
 * happened (confirmed, already confirmed, expired, not valid, failed); any other caller gets JSON:
 * 200, 400 (not a valid link), 410 (expired), 502 (the list did not take it), 403/405/413/415.
 */
export async function handleNewsletterConfirmation(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FormDependencies,
): Promise<void> {
  const native = isNativeFormPost(req);
  let token: unknown;
  try {
    assertPost(req);
    assertSameOrigin(req, deps.siteUrl);
    token = (await readFields(req, deps.config.bodyTimeouts))[CONFIRMATION_TOKEN_PARAM];
    const link = readConfirmationLink(deps.config.signingSecret, token, deps.locale);
    if (link.state !== "valid") {
      const { status, messageKey } = CONFIRMATION_ANSWERS[link.state];
      if (native && typeof token === "string") return redirect(res, confirmationPageUrl(deps.locale, token));
      return sendJson(res, status, { ok: false, message: translateFormMessage(deps.locale, messageKey) });
    }
    const claim = await deps.newsletterLinks.claim(link.id);
    if (claim.first) {
      try {
        await deps.mailer.subscribe(NEWSLETTER_LIST_ID, link.email);
      } catch (error) {
        claim.undo();
        if (error instanceof MailDeliveryError) throw new FormError(502, "errors.subscriptionFailed");
        throw error;
      }
    }
    if (native) return redirect(res, confirmationPageUrl(deps.locale, token as string, "confirmada"));
    sendJson(res, 200, { ok: true, alreadyConfirmed: !claim.first });
  } catch (error) {
    if (!(error instanceof FormError)) console.error(`newsletter confirmation failed: ${safeErrorLog(error)}`);
    const refusal = error instanceof FormError ? error : new FormError(500, "errors.unexpected");
    if (native && refusal.status === 502 && typeof token === "string")
      return redirect(res, confirmationPageUrl(deps.locale, token, "error"));
    sendJson(
      res,
      refusal.status,
      { ok: false, message: translateFormMessage(deps.locale, refusal.messageKey) },
      refusalHeaders(refusal),
    );
  }
}

/** A 303 to a page of this site (the browser then GETs it; a reload does not post again). */
function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(location);
}
