import fs from "node:fs";
import path from "node:path";

type Messages = Record<string, unknown>;
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
 * then es-es (the fallback of es-co), then the key itself.
 */
export function translateServerMessage(locale: string, namespace: string, key: string): string {
  return lookup(load(locale, namespace), key) ?? lookup(load("es-es", namespace), key) ?? key;
}
