import { withoutForbiddenCharacters } from "@/lib/forms/textRules";
import type { MailjetMessage } from "./mailer";

const clean = (text: string) => withoutForbiddenCharacters(text, " ");
const cleanAddress = <T extends { Email: string; Name?: string }>(address: T): T =>
  address.Name === undefined ? address : { ...address, Name: clean(address.Name) };

/**
 * A message whose header fields (subject, display names, attachment names) hold no line break or
 * control character. The forms already refuse such input; this keeps text from elsewhere (an offer
 * title from the CMS) from ever splitting a header, whatever reaches the provider.
 */
export function withSafeHeaders(message: MailjetMessage): MailjetMessage {
  return {
    ...message,
    From: cleanAddress(message.From),
    To: message.To.map(cleanAddress),
    ...(message.ReplyTo ? { ReplyTo: cleanAddress(message.ReplyTo) } : {}),
    ...(message.Subject === undefined ? {} : { Subject: clean(message.Subject) }),
    ...(message.Attachments
      ? { Attachments: message.Attachments.map((file) => ({ ...file, Filename: clean(file.Filename) })) }
      : {}),
  };
}
