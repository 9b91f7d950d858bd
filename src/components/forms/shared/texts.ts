/**
 * The translated texts a form island needs, by key of the `forms` namespace, as the server wrote
 * them into its props (placeholders such as `{{name}}` left in): the island reads no translation
 * context, so the same component renders on the server and in the browser.
 */
export type FormTexts = Record<string, string>;

/** A text of the form, with its `{{placeholders}}` filled in; a missing key shows as itself. */
export function formText(texts: FormTexts, key: string, values: Record<string, string> = {}): string {
  return (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** A field's message: a key of the shared schemas' messages (`errors.…`) translated, or the server's own Spanish text as it is. */
export function messageText(texts: FormTexts, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.startsWith("errors.") ? formText(texts, message) : message;
}

/**
 * The message of a react-hook-form error: the field's own, or for a list (the attachments) the
 * list's or the first file's.
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === "string" && own) return own;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  if (typeof root === "string" && root) return root;
  return Array.isArray(error) ? error.map(firstMessage).find(Boolean) : undefined;
}

/** Message keys every form may show: the shared schemas' messages and the failures the browser itself detects. */
export const COMMON_TEXT_KEYS = [
  "errors.required",
  "errors.tooLong",
  "errors.email",
  "errors.emailTooLong",
  "errors.emailLocalTooLong",
  "errors.emailDomain",
  "errors.controlCharacters",
  "errors.invisibleCharacters",
  "errors.network",
  "errors.unexpected",
  "honeypot",
] as const;

/** Keys of the forms with personal details, a message, files and the consent box (contact, job application). */
export const UPLOAD_FORM_TEXT_KEYS = [
  ...COMMON_TEXT_KEYS,
  "errors.nameTooShort",
  "errors.nameTooLong",
  "errors.phone",
  "errors.phoneTooLong",
  "errors.fileRequired",
  "errors.fileType",
  "errors.fileTooBig",
  "errors.fileEmpty",
  "errors.consent",
  "fields.given_name",
  "fields.family_name",
  "fields.email",
  "fields.phone_number",
  "fields.message",
  "fields.optional",
  "fields.required",
  "hints.email",
  "hints.phone_number",
  "contact.sending",
  "contact.progress",
  "contact.failureTitle",
  "selectedFiles",
  "remove",
] as const;
