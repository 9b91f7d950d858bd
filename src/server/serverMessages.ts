import fs from "node:fs";
import path from "node:path";
import { createInstance, type i18n, type TFunction } from "i18next";
import { LOCALES } from "@/config/countries";
import { LOCALE_FALLBACKS } from "@/i18n/localeFallbacks";

let translator: i18n | null = null;

/** One namespace's messages for a locale, from public/locales/<locale>/<namespace>.json (none when the file is missing). */
function readMessages(locale: string, namespace: string): Record<string, unknown> {
  const file = path.join(process.cwd(), "public/locales", locale, `${namespace}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {};
}

/**
 * The i18next instance of the API routes' answers and e-mails: the registry's fallbacks, the key
 * itself when no locale has it, `{{placeholders}}` filled without escaping (plain text) and left as
 * they are when no value is given. Namespaces are read from disk on first use.
 */
function serverTranslator(namespace: string): i18n {
  if (!translator) {
    translator = createInstance();
    void translator.init({
      initAsync: false,
      resources: {},
      lowerCaseLng: true,
      load: "currentOnly",
      fallbackLng: LOCALE_FALLBACKS,
      nsSeparator: false,
      returnedObjectHandler: (key: string) => key,
      interpolation: { escapeValue: false },
      missingInterpolationHandler: (_text: string, placeholder: RegExpExecArray) => placeholder[0],
    });
  }
  for (const locale of LOCALES) {
    if (!translator.hasResourceBundle(locale, namespace))
      translator.addResourceBundle(locale, namespace, readMessages(locale, namespace));
  }
  return translator;
}

/** A translation function of one namespace for one locale (its fallbacks, then the key itself). */
function fixedT(locale: string, namespace: string): TFunction {
  return serverTranslator(namespace).getFixedT(locale.toLowerCase(), namespace);
}

/**
 * Translates a message key of one namespace for answers written by API routes: the locale's file,
 * then its fallbacks (src/config/countries.ts), then the key itself.
 */
export function translateServerMessage(locale: string, namespace: string, key: string): string {
  return fixedT(locale, namespace)(key);
}

/** Translates a `forms` message key for API answers (the locale's file, then its fallbacks, then the key). */
export function translateFormMessage(locale: string, key: string): string {
  return translateServerMessage(locale, "forms", key);
}

/** Field → message key, translated for the locale (the field errors of an answer or a result page). */
export function translateFieldErrors(locale: string, fields: Record<string, string>): Record<string, string> {
  const t = fixedT(locale, "forms");
  return Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, t(key)]));
}

/**
 * A `forms` text with its `{{placeholders}}` filled (e-mails written by the server): the value
 * given for each name, a placeholder without a value left as it is. Plain text: nothing is escaped.
 */
export function formatFormMessage(locale: string, key: string, values: Record<string, string>): string {
  // A copy without a prototype: a placeholder only ever finds a value that was given.
  return fixedT(locale, "forms")(key, {
    replace: Object.assign(Object.create(null) as Record<string, string>, values),
  });
}
