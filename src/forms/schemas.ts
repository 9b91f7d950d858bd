// The module namespace, not `{ z }`: esbuild then bundles only what the schemas use for the
// browser (src/enhance/forms), without zod's 260 KB of locales.
import * as z from "zod";
import { CONTACT_NAME_MAX, CONTACT_NAME_MIN, MAX_ATTACHMENTS_TOTAL_BYTES } from "@/config/constants";
import { ATTACHMENT_RULE, CV_RULE, hasAllowedExtension, type FileRule } from "./files";
import { REQUESTER_TYPES } from "./requesterTypes";
import { EMAIL_ADDRESS_MAX, emailLimitProblem, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from "./textRules";

// No `new Function` probe: the Content-Security-Policy forbids eval, and the probe alone would be
// reported as a violation in every browser that parses a form.
z.config({ jitless: true });

/**
 * The forms' schemas, shared by the browser (src/enhance/forms) and the API routes (spec §5).
 * Messages are translation keys of the `forms` namespace (public/locales/{lng}/forms.json),
 * translated in the browser and in the API answers.
 */

/** The requester profiles (spec §3), kept in a zod-free module for the form's markup. */
export { REQUESTER_TYPES, type RequesterType } from "./requesterTypes";

/** Line breaks as "\n" (forms post them as "\r\n"). */
const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, "\n");

/**
 * A one-line text: refuses line breaks, control, bidi and zero-width characters anywhere, the ends
 * included (they would reach e-mail headers), then trims the spaces around it.
 */
const singleLine = (typeError: string) =>
  z
    .string({ error: typeError })
    .refine((text) => !SINGLE_LINE_FORBIDDEN.test(text), { error: "errors.controlCharacters" })
    .trim();

const requiredText = (max: number) =>
  z
    .string({ error: "errors.required" })
    .refine((text) => !MULTI_LINE_FORBIDDEN.test(text), { error: "errors.invisibleCharacters" })
    .trim()
    .min(1, { error: "errors.required" })
    .max(max, { error: "errors.tooLong" })
    .transform(normalizeNewlines);

const name = singleLine("errors.required")
  .min(1, { error: "errors.required" })
  .min(CONTACT_NAME_MIN, { error: "errors.nameTooShort" })
  .max(CONTACT_NAME_MAX, { error: "errors.nameTooLong" });

/** An address Mailjet will deliver to: a valid format within RFC 5321's lengths. */
const email = singleLine("errors.required")
  .min(1, { error: "errors.required" })
  .max(EMAIL_ADDRESS_MAX, { error: "errors.emailTooLong" })
  .pipe(z.email({ error: "errors.email" }))
  .superRefine((address, context) => {
    const problem = emailLimitProblem(address);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** Digits, spaces, hyphens and plus signs only (spec §5); empty is allowed. */
const phone = singleLine("errors.phone")
  .max(30, { error: "errors.phoneTooLong" })
  .regex(/^[\d\s+-]*$/, { error: "errors.phone" })
  .optional()
  .transform((value) => value ?? "");

/** Digits only (spec §5); empty is allowed. */
const zipcode = singleLine("errors.zipcode")
  .max(10, { error: "errors.zipcodeTooLong" })
  .regex(/^\d*$/, { error: "errors.zipcode" })
  .optional()
  .transform((value) => value ?? "");

/** Maximum length of a free-text message. */
export const MESSAGE_MAX = 5000;

/** A file's name and size against a rule (extension allowlist, size limit). */
export function fileFactsSchema(rule: FileRule) {
  return z
    .object({ name: z.string(), size: z.number().int().nonnegative() }, { error: "errors.fileRequired" })
    .refine((file) => hasAllowedExtension(file.name, rule.extensions), { error: "errors.fileType", path: [] })
    .refine((file) => file.size <= rule.maxBytes, { error: "errors.fileTooBig", path: [] })
    .refine((file) => file.size > 0, { error: "errors.fileEmpty", path: [] });
}

/** Most attachments one contact request may carry. */
export const MAX_ATTACHMENTS = 5;

/** Contact request fields (spec §3, §5). `gdpr_consent` is browser-only (contactFormSchema). */
export const contactSchema = z.object({
  given_name: name,
  family_name: name,
  email,
  phone_number: phone,
  zipcode,
  message: requiredText(MESSAGE_MAX),
  requester_type: z.enum(REQUESTER_TYPES, { error: "errors.requesterType" }),
  attachments: z
    .array(fileFactsSchema(ATTACHMENT_RULE))
    .max(MAX_ATTACHMENTS, { error: "errors.tooManyFiles" })
    .refine((files) => files.reduce((total, file) => total + file.size, 0) <= MAX_ATTACHMENTS_TOTAL_BYTES, { error: "errors.attachmentsTooBig" }),
});
export type ContactRequest = z.infer<typeof contactSchema>;

/** The GDPR consent box: must be ticked in the browser; never sent (spec §5). */
const consent = z.literal(true, { error: "errors.consent" });

/** The contact form in the browser: the shared schema plus the consent box. */
export const contactFormSchema = contactSchema.extend({ gdpr_consent: consent });

/** Newsletter subscription (spec §5). */
export const newsletterSchema = z.object({ email });
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;

/** A job application, spontaneous or to an offer (spec §5: CV pdf, doc, docx, cfb, odt). */
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
export const jobApplicationFormSchema = jobApplicationSchema.extend({ gdpr_consent: consent });

/** Field → message key of the first problem of each field, for API answers and form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
