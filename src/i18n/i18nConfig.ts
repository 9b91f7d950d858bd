import path from "node:path";
import type { UserConfig } from "next-i18next/pages";
import { LOCALES, localeEntry } from "@/config/countries";
import { siteConfig } from "@/lib/siteConfig";

export { COMMON_NAMESPACES } from "./namespaces";

/**
 * next-i18next configuration for this country's site (server side). Translation files live in
 * public/locales/{lng}/{ns}.json; a locale falls back to the ones its registry entry names
 * (src/config/countries.ts: es-co → es-es) for keys it does not override.
 */
export const i18nConfig: UserConfig = {
  i18n: {
    defaultLocale: siteConfig.country.defaultLocale,
    locales: [...siteConfig.country.locales],
  },
  lowerCaseLng: true,
  fallbackLng: { ...Object.fromEntries(LOCALES.map((locale) => [locale, [...localeEntry(locale).fallback]])), default: [LOCALES[0]] },
  localePath: path.resolve(process.cwd(), "public/locales"),
  reloadOnPrerender: process.env.NODE_ENV === "development",
};
