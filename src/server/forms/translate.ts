import { translateServerMessage } from "@/server/translate";

/** Translates a `forms` message key for API answers (the locale's file, then es-es, then the key). */
export function translateFormMessage(locale: string, key: string): string {
  return translateServerMessage(locale, "forms", key);
}
