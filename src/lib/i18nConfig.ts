import path from "node:path";
import type { UserConfig } from "next-i18next/pages";
import { LOCALE_FALLBACKS } from "@/i18n/localeFallbacks";
import { siteConfig } from "./siteConfig";

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
  fallbackLng: LOCALE_FALLBACKS,
  localePath: path.resolve(process.cwd(), "public/locales"),
  reloadOnPrerender: process.env.NODE_ENV === "development",
};
