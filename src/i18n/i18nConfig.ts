import path from "node:path";
import type { UserConfig } from "next-i18next/pages";
import { siteConfig } from "@/lib/siteConfig";
import { LOCALE_FALLBACKS } from "./localeFallbacks";

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
  fallbackLng: LOCALE_FALLBACKS,
  localePath: path.resolve(process.cwd(), "public/locales"),
  reloadOnPrerender: process.env.NODE_ENV === "development",
};
