import Mailjet from "node-mailjet";
import { withSafeHeaders } from "./headerSafe";
import { MailDeliveryError, type Mailer } from "./mailer";

type MailjetError = Error & { statusCode?: number | null; ErrorMessage?: string; response?: { data?: unknown } };

/** How long one call to the provider may take before the form answers 502. */
export const MAILJET_TIMEOUT_MS = 15_000;

function deliveryError(error: unknown): MailDeliveryError {
  const e = error as MailjetError;
  return new MailDeliveryError(e?.message ?? String(error), typeof e?.statusCode === "number" ? e.statusCode : null);
}

/**
 * The site's Mailer on a node-mailjet client: Send API v3.1 and contacts-list `managecontact`.
 * `sandbox`: Mailjet's SandboxMode, which validates each message and delivers nothing (`npm run
 * smoke:live`).
 */
export function createMailjetMailer(client: Mailjet, { sandbox = false }: { sandbox?: boolean } = {}): Mailer {
  return {
    async send(message) {
      try {
        await client
          .post("send", { version: "v3.1" })
          .request({ Messages: [withSafeHeaders(message)], ...(sandbox ? { SandboxMode: true } : {}) });
      } catch (error) {
        throw deliveryError(error);
      }
    },
    async subscribe(listId, email) {
      try {
        await client
          .post("contactslist", { version: "v3" })
          .id(listId)
          .action("managecontact")
          .request({ Email: email, Action: "addnoforce" });
      } catch (error) {
        const e = error as MailjetError;
        // Mailjet answers 400 "already exists" for some addresses already on the list: that is a subscription too.
        if (e?.statusCode === 400 && /already/i.test(`${e.ErrorMessage ?? ""} ${e.message}`)) return;
        throw deliveryError(error);
      }
    },
  };
}
