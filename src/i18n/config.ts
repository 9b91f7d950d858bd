import path from "node:path";
import type { UserConfig } from "next-i18next/pages";
import { siteConfig } from "@/lib/siteConfig";

export { COMMON_NAMESPACES } from "./namespaces";

/**
 * next-i18next configuration for this country's site (server side). Translation files live in
 * public/locales/{lng}/{ns}.json; es-co falls back to es-es for keys it does not override.
 */
export const i18nConfig: UserConfig = {
  i18n: {
    defaultLocale: siteConfig.country.defaultLocale,
    locales: [...siteConfig.country.locales],
  },
  lowerCaseLng: true,
  fallbackLng: { "es-co": ["es-es"], default: ["es-es"] },
  localePath: path.resolve(process.cwd(), "public/locales"),
  reloadOnPrerender: process.env.NODE_ENV === "development",
};
