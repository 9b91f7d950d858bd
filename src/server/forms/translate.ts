import fs from "node:fs";
import path from "node:path";

type Messages = Record<string, unknown>;
const cache = new Map<string, Messages>();

function load(locale: string): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    const file = path.join(process.cwd(), "public/locales", locale, "forms.json");
    messages = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Messages) : {};
    cache.set(locale, messages);
  }
  return messages;
}

function lookup(messages: Messages, key: string): string | undefined {
  const value = key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Messages)[part] : undefined), messages);
  return typeof value === "string" ? value : undefined;
}

/** Translates a `forms` message key for API answers (the locale's file, then es-es, then the key). */
export function translateFormMessage(locale: string, key: string): string {
  return lookup(load(locale), key) ?? lookup(load("es-es"), key) ?? key;
}
