import type { Mailer, MailjetMessage } from "@/server/mail/mailer";
import { MailDeliveryError } from "@/server/mail/mailer";
import { FormError } from "./formError";
import { safeErrorLog } from "@/server/safeErrorLog";
import { TYPED_ADDRESS_DAILY_LIMIT, type RecipientCaps } from "@/server/forms/abuse/recipientCaps";

/**
 * Delivers a submission: first the message to the company, whose refusal is the visitor's failure
 * (502: nothing reached us, try again); then the courtesy copy to the visitor, whose refusal is
 * only logged for the operators (the request did reach the company, so it is a success). The copy
 * goes to an address the visitor typed, so only within that address's cap (recipientCaps.ts):
 * past it the company's message still goes and the visitor sees the same success.
 */
export async function deliverSubmission(
  mailer: Mailer,
  toCompany: MailjetMessage,
  toVisitor: MailjetMessage,
  what: string,
  recipients: RecipientCaps,
): Promise<void> {
  try {
    await mailer.send(toCompany);
  } catch (error) {
    if (error instanceof MailDeliveryError) throw new FormError(502, "errors.deliveryFailed");
    throw error;
  }
  const allowance = await recipients.take(toVisitor.To[0].Email, "confirmation");
  if (!allowance) {
    console.warn(
      `${what}: no confirmation sent to the visitor: that address already had ${TYPED_ADDRESS_DAILY_LIMIT} e-mails from the forms in 24 hours`,
    );
    return;
  }
  try {
    await mailer.send(toVisitor);
  } catch (error) {
    allowance.giveBack();
    console.error(`${what}: the confirmation to the visitor was not accepted: ${safeErrorLog(error)}`);
  }
}
