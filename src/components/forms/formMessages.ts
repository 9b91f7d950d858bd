/** The `forms` namespace's translation function (next-i18next's `t`). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The messages of the shared e-mail rule (src/forms/schemas.ts), for every form that asks for an address. */
export const EMAIL_ERROR_KEYS = ["errors.email", "errors.emailTooLong", "errors.emailLocalTooLong", "errors.emailDomain"] as const;

/**
 * Message keys of the `forms` namespace the browser may show on the contact and job application
 * forms: every message of their shared schemas (src/forms/schemas.ts) plus the two failures the
 * browser itself detects. Server answers arrive already translated.
 */
export const BROWSER_ERROR_KEYS = [
  "errors.required",
  "errors.tooLong",
  "errors.nameTooShort",
  "errors.nameTooLong",
  ...EMAIL_ERROR_KEYS,
  "errors.controlCharacters",
  "errors.invisibleCharacters",
  "errors.phone",
  "errors.phoneTooLong",
  "errors.zipcode",
  "errors.zipcodeTooLong",
  "errors.requesterType",
  "errors.fileRequired",
  "errors.fileType",
  "errors.fileTooBig",
  "errors.fileEmpty",
  "errors.tooManyFiles",
  "errors.attachmentsTooBig",
  "errors.consent",
  "errors.network",
  "errors.unexpected",
] as const;

/**
 * The translated texts an upload form's script needs (src/enhance/forms), for its `data-messages`
 * attribute: the error messages by key, the sending label and the success text with its
 * `{{placeholders}}` left for the browser to fill.
 */
export function uploadFormMessages(t: Translate, successKey: string, placeholders: readonly string[]): Record<string, string> {
  const raw = Object.fromEntries(placeholders.map((name) => [name, `{{${name}}}`]));
  return {
    ...Object.fromEntries(BROWSER_ERROR_KEYS.map((key) => [key, t(key)])),
    sending: t("contact.sending"),
    success: t(successKey, { ...raw, interpolation: { escapeValue: false } }),
  };
}
