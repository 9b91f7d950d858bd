// zod/mini: functions instead of methods, so esbuild bundles only what the schemas use into the
// form islands (the classic API carries JSON-schema export and locales: 20 KB gzip more).
import * as z from "zod/mini";
import { CONTACT_NAME_MAX, CONTACT_NAME_MIN } from "@/config/constants";
import { hasAllowedExtension, type FileRule } from "@/lib/forms/files";
import {
  EMAIL_ADDRESS_MAX,
  emailLimitProblem,
  MULTI_LINE_FORBIDDEN,
  SINGLE_LINE_FORBIDDEN,
} from "@/lib/forms/textRules";

// No `new Function` probe: the Content-Security-Policy forbids eval, and the probe alone would be
// reported as a violation in every browser that parses a form.
z.config({ jitless: true });

/**
 * The field rules every form's schema is made of (src/forms/<form>/<form>Schema.ts), shared by the
 * form islands in the browser (react-hook-form's zod resolver) and the API routes (R5). Messages
 * are translation keys of the `forms` namespace (public/locales/{lng}/forms.json), translated in the
 * browser and in the API answers.
 */

/** Line breaks as "\n" (forms post them as "\r\n"). */
const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, "\n");

/**
 * A one-line text: refuses line breaks, control, bidi and zero-width characters anywhere, the ends
 * included (they would reach e-mail headers), then trims the spaces around it and applies `checks`.
 */
const singleLine = (typeError: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string({ error: typeError }).check(
    z.refine((text) => !SINGLE_LINE_FORBIDDEN.test(text), { error: "errors.controlCharacters" }),
    z.trim(),
    ...checks,
  );

/** An optional one-line text (empty when absent). */
const optionalText = (schema: z.ZodMiniString) =>
  z.pipe(
    z.optional(schema),
    z.transform((value) => value ?? ""),
  );

/** A required free text of at most `max` characters, line breaks kept (as "\n"). */
export const requiredText = (max: number) =>
  z.pipe(
    z.string({ error: "errors.required" }).check(
      z.refine((text) => !MULTI_LINE_FORBIDDEN.test(text), { error: "errors.invisibleCharacters" }),
      z.trim(),
      z.minLength(1, { error: "errors.required" }),
      z.maxLength(max, { error: "errors.tooLong" }),
    ),
    z.transform(normalizeNewlines),
  );

/** A given or family name (R5). */
export const name = singleLine(
  "errors.required",
  z.minLength(1, { error: "errors.required" }),
  z.minLength(CONTACT_NAME_MIN, { error: "errors.nameTooShort" }),
  z.maxLength(CONTACT_NAME_MAX, { error: "errors.nameTooLong" }),
);

/** An address Mailjet will deliver to: a valid format within RFC 5321's lengths. */
export const email = z
  .pipe(
    singleLine(
      "errors.required",
      z.minLength(1, { error: "errors.required" }),
      z.maxLength(EMAIL_ADDRESS_MAX, { error: "errors.emailTooLong" }),
    ),
    z.email({ error: "errors.email" }),
  )
  .check(
    z.superRefine((address, context) => {
      const problem = emailLimitProblem(address);
      if (problem) context.addIssue({ code: "custom", message: problem, input: address });
    }),
  );

/** Digits, spaces, hyphens and plus signs only (R5); empty is allowed. */
export const phone = optionalText(
  singleLine(
    "errors.phone",
    z.maxLength(30, { error: "errors.phoneTooLong" }),
    z.regex(/^[\d\s+-]*$/, { error: "errors.phone" }),
  ),
);

/** Digits only (R5); empty is allowed. */
export const zipcode = optionalText(
  singleLine(
    "errors.zipcode",
    z.maxLength(10, { error: "errors.zipcodeTooLong" }),
    z.regex(/^\d*$/, { error: "errors.zipcode" }),
  ),
);

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

/** The GDPR consent box: must be ticked in the browser; never sent (R5). */
export const consent = z.literal(true, { error: "errors.consent" });
