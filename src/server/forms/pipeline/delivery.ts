import type { FormsConfig } from "@/server/formsConfig";
import { MailDeliveryError, type Mailer, type MailjetMessage } from "@/server/mail/mailer";
import { safeErrorLog } from "@/server/safeErrorLog";
import { TYPED_ADDRESS_DAILY_LIMIT, type RecipientCaps } from "@/server/forms/abuse/recipientCaps";
import { FormError } from "./formError";

/** A message of the forms before its sender is set. */
export type FormMessage = Omit<MailjetMessage, "From">;

/** The sender of every e-mail the forms send (MAIL_FROM_EMAIL, MAIL_FROM_NAME). */
export function formSender(config: FormsConfig): MailjetMessage["From"] {
  return { Email: config.from.email, Name: config.from.name };
}

/** Runs `send`; when it fails, `undo`, and a provider's refusal is the visitor's failure (502, `messageKey`). */
export async function sendOrRefuse(send: () => Promise<void>, messageKey: string, undo = () => {}): Promise<void> {
  try {
    await send();
  } catch (error) {
    undo();
    if (error instanceof MailDeliveryError) throw new FormError(502, messageKey);
    throw error;
  }
}

/** Delivers to the company (its refusal is a 502), then the visitor's copy within its cap (refusal only logged). */
export async function deliverSubmission(
  deps: { mailer: Mailer; recipients: RecipientCaps; config: FormsConfig },
  what: string,
  toCompany: FormMessage,
  toVisitor: FormMessage,
): Promise<void> {
  const From = formSender(deps.config);
  await sendOrRefuse(() => deps.mailer.send({ From, ...toCompany }), "errors.deliveryFailed");
  const allowance = await deps.recipients.take(toVisitor.To[0].Email, "confirmation");
  if (!allowance) {
    console.warn(
      `${what}: no confirmation sent to the visitor: that address already had ${TYPED_ADDRESS_DAILY_LIMIT} e-mails from the forms in 24 hours`,
    );
    return;
  }
  try {
    await deps.mailer.send({ From, ...toVisitor });
  } catch (error) {
    allowance.giveBack();
    console.error(`${what}: the confirmation to the visitor was not accepted: ${safeErrorLog(error)}`);
  }
}

/** Text made safe for the HTML part of a form's e-mail. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
