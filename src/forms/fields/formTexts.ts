import type formsTexts from "@public/locales/es-es/forms.json";

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

/** Every text of the `forms` namespace, as a key path (`errors.required`): a key that does not exist does not compile. */
export type FormsKey = KeyPaths<typeof formsTexts>;
type KeyPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Message keys every form may show: the shared schemas' messages and the failures the browser itself detects. */
export const COMMON_TEXT_KEYS = [
  "errors.required",
  "errors.tooLong",
  "errors.controlCharacters",
  "errors.invisibleCharacters",
  "errors.network",
  "errors.bodyTooLarge",
  "errors.unexpected",
  "honeypot",
] as const satisfies readonly FormsKey[];

/** The messages of the e-mail field (every form has one). */
export const EMAIL_MESSAGES = [
  "errors.email",
  "errors.emailTooLong",
  "errors.emailLocalTooLong",
  "errors.emailDomain",
] as const satisfies readonly FormsKey[];

/** The messages of a file field, whatever its rule. */
export const FILE_MESSAGES = [
  "errors.fileRequired",
  "errors.fileType",
  "errors.fileTooBig",
  "errors.fileEmpty",
  "selectedFiles",
  "files.chooseMany",
  "files.chooseOne",
  "files.none",
  "files.one",
  "files.many",
  "remove",
] as const satisfies readonly FormsKey[];

/** The messages of the personal-details fields the contact form and the job application share. */
export const PERSON_FIELD_MESSAGES = {
  given_name: ["errors.nameTooShort", "errors.nameTooLong"],
  family_name: ["errors.nameTooShort", "errors.nameTooLong"],
  email: EMAIL_MESSAGES,
  phone_number: ["errors.phone", "errors.phoneTooLong"],
  message: [],
  gdpr_consent: ["errors.consent"],
} as const satisfies Record<string, readonly FormsKey[]>;

/** Texts of the forms that send files with a progress bar (contact, job application). */
export const UPLOAD_FORM_TEXT_KEYS = [
  "fields.optional",
  "fields.required",
  "contact.sending",
  "contact.progress",
  "contact.failureTitle",
] as const satisfies readonly FormsKey[];

/**
 * The texts of a form's fields: for each field its label (`fields.<name>`), its hint
 * (`hints.<name>`, when the namespace has one) and the messages it may show. The map is keyed by
 * the form's fields, so the compiler asks for a new field's entry.
 */
export function fieldTextKeys(messages: Record<string, readonly FormsKey[]>): string[] {
  return [
    ...new Set(Object.entries(messages).flatMap(([field, keys]) => [`fields.${field}`, `hints.${field}`, ...keys])),
  ];
}
