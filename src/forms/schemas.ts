// zod/mini: functions instead of methods, so esbuild bundles only what the schemas use into the
// form islands (the classic API carries JSON-schema export and locales: 20 KB gzip more).
import * as z from "zod/mini";
import { CONTACT_NAME_MAX, CONTACT_NAME_MIN, MAX_ATTACHMENTS_TOTAL_BYTES } from "@/config/constants";
import { ATTACHMENT_RULE, CV_RULE, hasAllowedExtension, type FileRule } from "./files";
import { REQUESTER_TYPES } from "./requesterTypes";
import { EMAIL_ADDRESS_MAX, emailLimitProblem, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from "./textRules";

// No `new Function` probe: the Content-Security-Policy forbids eval, and the probe alone would be
// reported as a violation in every browser that parses a form.
z.config({ jitless: true });

/**
 * The forms' schemas, shared by the form islands in the browser (react-hook-form's zod resolver)
 * and the API routes (R5). Messages are translation keys of the `forms` namespace
 * (public/locales/{lng}/forms.json), translated in the browser and in the API answers.
 */

/** The requester profiles (R3), kept in a zod-free module for the form's markup. */
export { REQUESTER_TYPES, type RequesterType } from "./requesterTypes";

/** Line breaks as "\n" (forms post them as "\r\n"). */
const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, "\n");

/**
 * A one-line text: refuses line breaks, control, bidi and zero-width characters anywhere, the ends
 * included (they would reach e-mail headers), then trims the spaces around it and applies `checks`.
 */
const singleLine = (typeError: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: typeError }).check(z.refine((text) => !SINGLE_LINE_FORBIDDEN.test(text), { error: "errors.controlCharacters" }), z.trim(), ...checks);

/** An optional one-line text (empty when absent). */
const optionalText = (schema: z.ZodMiniString) => z.pipe(z.optional(schema), z.transform((value) => value ?? ""));

const requiredText = (max: number) =>
  z.pipe(
    z.string({ error: "errors.required" }).check(
      z.refine((text) => !MULTI_LINE_FORBIDDEN.test(text), { error: "errors.invisibleCharacters" }),
      z.trim(),
      z.minLength(1, { error: "errors.required" }),
      z.maxLength(max, { error: "errors.tooLong" }),
    ),
    z.transform(normalizeNewlines),
  );

const name = singleLine(
  "errors.required",
  z.minLength(1, { error: "errors.required" }),
  z.minLength(CONTACT_NAME_MIN, { error: "errors.nameTooShort" }),
  z.maxLength(CONTACT_NAME_MAX, { error: "errors.nameTooLong" }),
);

/** An address Mailjet will deliver to: a valid format within RFC 5321's lengths. */
const email = z
  .pipe(singleLine("errors.required", z.minLength(1, { error: "errors.required" }), z.maxLength(EMAIL_ADDRESS_MAX, { error: "errors.emailTooLong" })), z.email({ error: "errors.email" }))
  .check(
    z.superRefine((address, context) => {
      const problem = emailLimitProblem(address);
      if (problem) context.addIssue({ code: "custom", message: problem, input: address });
    }),
  );

/** Digits, spaces, hyphens and plus signs only (R5); empty is allowed. */
const phone = optionalText(singleLine("errors.phone", z.maxLength(30, { error: "errors.phoneTooLong" }), z.regex(/^[\d\s+-]*$/, { error: "errors.phone" })));

/** Digits only (R5); empty is allowed. */
const zipcode = optionalText(singleLine("errors.zipcode", z.maxLength(10, { error: "errors.zipcodeTooLong" }), z.regex(/^\d*$/, { error: "errors.zipcode" })));

/** Maximum length of a free-text message. */
export const MESSAGE_MAX = 5000;

/** A file's name and size against a rule (extension allowlist, size limit). */
export function fileFactsSchema(rule: FileRule) {
  return z.object({ name: z.string(), size: z.int().check(z.nonnegative()) }, { error: "errors.fileRequired" }).check(
    z.refine((file) => hasAllowedExtension(file.name, rule.extensions), { error: "errors.fileType" }),
    z.refine((file) => file.size <= rule.maxBytes, { error: "errors.fileTooBig" }),
    z.refine((file) => file.size > 0, { error: "errors.fileEmpty" }),
  );
}

/** Most attachments one contact request may carry. */
export const MAX_ATTACHMENTS = 5;

/**
 * Contact request fields (R3, R5), in the order the form shows them. `gdpr_consent` is browser-only
 * (contactFormSchema). A new text field also needs its template variable below and its markup and
 * texts in the form (src/components/forms/contact/ContactForm.tsx, forms.json): the compiler asks.
 */
export const contactSchema = z.object({
  given_name: name,
  family_name: name,
  email,
  phone_number: phone,
  zipcode,
  requester_type: z.enum(REQUESTER_TYPES, { error: "errors.requesterType" }),
  message: requiredText(MESSAGE_MAX),
  attachments: z
    .array(fileFactsSchema(ATTACHMENT_RULE))
    .check(
      z.maxLength(MAX_ATTACHMENTS, { error: "errors.tooManyFiles" }),
      z.refine((files) => files.reduce((total, file) => total + file.size, 0) <= MAX_ATTACHMENTS_TOTAL_BYTES, { error: "errors.attachmentsTooBig" }),
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

/** The GDPR consent box: must be ticked in the browser; never sent (R5). */
const consent = z.literal(true, { error: "errors.consent" });

/** The contact form in the browser: the shared schema plus the consent box. */
export const contactFormSchema = z.extend(contactSchema, { gdpr_consent: consent });

/** Newsletter subscription (R5). */
export const newsletterSchema = z.object({ email });

/** A job application, spontaneous or to an offer (R5: CV pdf, doc, docx, cfb, odt). */
export const jobApplicationSchema = z.object({
  given_name: name,
  family_name: name,
  email,
  phone_number: phone,
  message: requiredText(MESSAGE_MAX),
  cv: fileFactsSchema(CV_RULE),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** The job application form in the browser: plus the consent box. */
export const jobApplicationFormSchema = z.extend(jobApplicationSchema, { gdpr_consent: consent });

/** Field → message key of the first problem of each field, for API answers and form errors. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
