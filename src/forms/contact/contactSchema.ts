import * as z from "zod/mini";
import { MAX_ATTACHMENTS_TOTAL_BYTES } from "@/config/constants";
import { ATTACHMENT_RULE } from "@/lib/forms/files";
import { consent, email, fileFactsSchema, MESSAGE_MAX, name, phone, requiredText, zipcode } from "@/forms/fieldRules";
import { REQUESTER_TYPES } from "@/forms/requesterTypes";

/** Most attachments one contact request may carry. */
export const MAX_ATTACHMENTS = 5;

/**
 * Contact request fields (R3, R5), in the order the form shows them. `gdpr_consent` is browser-only
 * (contactFormSchema). A new text field also needs its template variable below, its markup and
 * texts in the form (src/forms/contact/ContactForm.island.tsx, forms.json) and its example value
 * (./contactExample.ts): the compiler asks.
 */
export const contactSchema = z.object({
  given_name: name,
  family_name: name,
  email,
  phone_number: phone,
  zipcode,
  requester_type: z.enum(REQUESTER_TYPES, { error: "errors.requesterType" }),
  message: requiredText(MESSAGE_MAX),
  attachments: z.array(fileFactsSchema(ATTACHMENT_RULE)).check(
    z.maxLength(MAX_ATTACHMENTS, { error: "errors.tooManyFiles" }),
    z.refine((files) => files.reduce((total, file) => total + file.size, 0) <= MAX_ATTACHMENTS_TOTAL_BYTES, {
      error: "errors.attachmentsTooBig",
    }),
  ),
});
export type ContactRequest = z.infer<typeof contactSchema>;

/** The contact request's text fields (everything but the files): what a refused native post gives back. */
export type ContactTextField = Exclude<keyof ContactRequest, "attachments">;

/**
 * The Mailjet template variable of each text field of a contact request (R7), for both e-mails.
 * Keyed by the schema's fields: a field added to the schema without its variable does not compile.
 */
export const CONTACT_TEMPLATE_VARIABLES = {
  given_name: "firstname",
  family_name: "lastname",
  email: "email",
  phone_number: "phone",
  zipcode: "postalcode",
  requester_type: "profile",
  message: "message",
} as const satisfies Record<ContactTextField, string>;

/** The contact form in the browser: the shared schema plus the consent box. */
export const contactFormSchema = z.extend(contactSchema, { gdpr_consent: consent });
