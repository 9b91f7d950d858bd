import { LOCALES, localeEntry } from "@/config/countries";

/**
 * i18next's `fallbackLng` for every locale of the registry (src/config/countries.ts: es-co → es-es),
 * and for any other code the registry's first locale. Shared by the pages' translations and the
 * API routes' server messages.
 */
export const LOCALE_FALLBACKS: Record<string, string[]> = {
  ...Object.fromEntries(LOCALES.map((locale) => [locale, [...localeEntry(locale).fallback]])),
  default: [LOCALES[0]],
};
