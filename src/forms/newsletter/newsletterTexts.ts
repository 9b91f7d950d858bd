import { COMMON_TEXT_KEYS, EMAIL_MESSAGES, type FormsKey } from "@/forms/fields/formTexts";

/** The `forms` texts the newsletter's island shows. */
export const NEWSLETTER_TEXT_KEYS = [
  ...COMMON_TEXT_KEYS,
  ...EMAIL_MESSAGES,
  "newsletter.label",
  "newsletter.submit",
  "newsletter.sending",
  "newsletter.success",
] as const satisfies readonly FormsKey[];
