import type { IncomingMessage, ServerResponse } from "node:http";
import { NEWSLETTER_LIST_ID } from "@/config/constants";
import { TYPED_ADDRESS_DAILY_LIMIT } from "@/server/forms/abuse/recipientCaps";
import { isNativeFormPost, seeOther } from "@/server/forms/noJs/nativeAnswer";
import { formSender, sendOrRefuse } from "@/server/forms/pipeline/delivery";
import { readFields } from "@/server/forms/pipeline/fieldsBody";
import { FormError, refusalHeaders, validInput } from "@/server/forms/pipeline/formError";
import { assertPost, assertSameOrigin, serveForm, type FormDependencies } from "@/server/forms/pipeline/formRequest";
import { refusalOf } from "@/server/forms/pipeline/respond";
import { sendJson } from "@/server/http/sendJson";
import { translateFormMessage } from "@/server/serverMessages";
import { CONFIRMATION_TOKEN_PARAM } from "./confirmationParams";
import {
  confirmationMessage,
  confirmationPageUrl,
  confirmationToken,
  readConfirmationLink,
} from "./newsletterConfirmation";
import { newsletterSchema } from "./newsletterSchema";

/**
 * POST /api/newsletter, the first half of the double opt-in (issue 32): mails the address a link
 * that works for 48 hours. Only within the address's caps: past them the answer is the same and
 * nothing is sent, so a sign-up in someone else's name cannot flood their inbox, nor tell whether it did.
 */
export const handleNewsletter = serveForm({
  kind: "newsletter",
  logName: "newsletter",
  keptFields: ["email"],
  body: "fields",
  validate: async ({ fields }) => validInput(newsletterSchema, { email: fields.email }),
  accepted: ({ email }) => ({ answer: { ok: true }, details: { email } }),
  async deliver({ email }, deps) {
    const allowance = await deps.recipients.take(email, "newsletter");
    if (!allowance) {
      console.warn(
        `newsletter: no confirmation link sent: that address already had one in 10 minutes or ${TYPED_ADDRESS_DAILY_LIMIT} e-mails from the forms in 24 hours`,
      );
      return;
    }
    const token = confirmationToken(deps.config.signingSecret, email, deps.locale);
    const { locale, siteUrl } = deps;
    const message = confirmationMessage({ from: formSender(deps.config), email, locale, siteUrl, token });
    await sendOrRefuse(() => deps.mailer.send(message), "errors.subscriptionFailed", allowance.giveBack);
  },
});

/**
 * POST /api/newsletter-confirmation, the second half: a valid link used the first time adds its address
 * to the list (R7). No rate limit: only a link the site mailed does anything.
 */
export async function handleNewsletterConfirmation(req: IncomingMessage, res: ServerResponse, deps: FormDependencies) {
  const native = isNativeFormPost(req);
  let token: unknown;
  try {
    assertPost(req);
    assertSameOrigin(req, deps.siteUrl);
    const body = await readFields(req, deps.config.bodyTimeouts);
    if (body.refusal) throw body.refusal;
    token = body.fields[CONFIRMATION_TOKEN_PARAM];
    const link = readConfirmationLink(deps.config.signingSecret, token, deps.locale);
    if (link.state !== "valid") {
      if (native && typeof token === "string") return seeOther(res, confirmationPageUrl(deps.locale, token));
      throw link.state === "expired"
        ? new FormError(410, "errors.confirmationExpired")
        : new FormError(400, "errors.confirmationInvalid");
    }
    const claim = await deps.newsletterLinks.claim(link.id);
    const subscribe = () => deps.mailer.subscribe(NEWSLETTER_LIST_ID, link.email);
    if (claim.first) await sendOrRefuse(subscribe, "errors.subscriptionFailed", claim.undo);
    if (native) return seeOther(res, confirmationPageUrl(deps.locale, token as string, "confirmada"));
    sendJson(res, 200, { ok: true, alreadyConfirmed: !claim.first });
  } catch (error) {
    const { error: refusal } = refusalOf(error, "newsletter confirmation");
    if (native && refusal.status === 502 && typeof token === "string")
      return seeOther(res, confirmationPageUrl(deps.locale, token, "error"));
    const message = translateFormMessage(deps.locale, refusal.messageKey);
    sendJson(res, refusal.status, { ok: false, message }, refusalHeaders(refusal));
  }
}
