import fs from "node:fs";
import path from "node:path";
import { isLocale, localeEntry, LOCALES } from "@/config/countries";

type Messages = Record<string, unknown>;

/** Where an unknown locale's messages come from: the first locale of the registry (the translations every other one falls back to). */
const FALLBACK_LOCALES = [LOCALES[0]];
const cache = new Map<string, Messages>();

function load(locale: string, namespace: string): Messages {
  const id = `${locale}/${namespace}`;
  let messages = cache.get(id);
  if (!messages) {
    const file = path.join(process.cwd(), "public/locales", locale, `${namespace}.json`);
    messages = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Messages) : {};
    cache.set(id, messages);
  }
  return messages;
}

function lookup(messages: Messages, key: string): string | undefined {
  const value = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Messages)[part] : undefined), messages);
  return typeof value === "string" ? value : undefined;
}

/**
 * Translates a message key of one namespace for answers written by API routes: the locale's file,
 * then its fallbacks (src/config/countries.ts), then the key itself.
 */
export function translateServerMessage(locale: string, namespace: string, key: string): string {
  const chain = isLocale(locale) ? [locale, ...localeEntry(locale).fallback] : [locale, ...FALLBACK_LOCALES];
  for (const candidate of chain) {
    const message = lookup(load(candidate, namespace), key);
    if (message !== undefined) return message;
  }
  return key;
}
