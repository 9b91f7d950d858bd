import { translateServerMessage } from "@/server/translate";

/** Translates a `forms` message key for API answers (the locale's file, then es-es, then the key). */
export function translateFormMessage(locale: string, key: string): string {
  return translateServerMessage(locale, "forms", key);
}

/** Field → message key, translated for the locale (the field errors of an answer or a result page). */
export function translateFieldErrors(locale: string, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, translateFormMessage(locale, key)]));
}

/**
 * A `forms` text with its `{{placeholders}}` filled (e-mails written by the server): the value
 * given for each name, a placeholder without a value left as it is. Plain text: nothing is escaped.
 */
export function formatFormMessage(locale: string, key: string, values: Record<string, string>): string {
  return translateFormMessage(locale, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? values[name] : placeholder));
}
