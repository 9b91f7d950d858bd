import type { Mailer, MailjetMessage } from "@/server/mail/mailer";
import { MailDeliveryError } from "@/server/mail/mailer";
import { FormError } from "./formError";

/**
 * Delivers a submission: first the message to the company, whose refusal is the visitor's failure
 * (502: nothing reached us, try again); then the courtesy copy to the visitor, whose refusal is
 * only logged for the operators (the request did reach the company, so it is a success).
 */
export async function deliverSubmission(
  mailer: Mailer,
  toCompany: MailjetMessage,
  toVisitor: MailjetMessage,
  what: string,
): Promise<void> {
  try {
    await mailer.send(toCompany);
  } catch (error) {
    if (error instanceof MailDeliveryError) throw new FormError(502, "errors.deliveryFailed");
    throw error;
  }
  try {
    await mailer.send(toVisitor);
  } catch (error) {
    console.error(
      `${what}: the confirmation to the visitor was not accepted:`,
      error instanceof Error ? error.message : error,
    );
  }
}
