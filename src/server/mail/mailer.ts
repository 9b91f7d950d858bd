/** One message of Mailjet's Send API v3.1 (https://dev.mailjet.com/email/guides/send-api-v31/). */
export type MailjetMessage = {
  From: { Email: string; Name?: string };
  To: { Email: string; Name?: string }[];
  ReplyTo?: { Email: string; Name?: string };
  Subject?: string;
  TemplateID?: number;
  TemplateLanguage?: boolean;
  Variables?: Record<string, string>;
  TextPart?: string;
  HTMLPart?: string;
  Attachments?: { ContentType: string; Filename: string; Base64Content: string }[];
  CustomID?: string;
};

/** The site's use of the e-mail provider; every call rejects with MailDeliveryError when not accepted. */
export type Mailer = {
  /** Sends one message; resolves when the provider accepted it. */
  send(message: MailjetMessage): Promise<void>;
  /** Adds an address to a contact list without re-subscribing one that unsubscribed (`addnoforce`). */
  subscribe(listId: number, email: string): Promise<void>;
};

/** The provider did not accept a message (network error, auth, validation, outage). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = "MailDeliveryError";
  }
}
