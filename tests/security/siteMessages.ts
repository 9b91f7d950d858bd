/**
 * The site's own Spanish messages for form answers (public/locales/es-es/forms.json): a refusal's
 * `message` and field errors must be one of them — never a message key, English or a stack trace.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "@tests/system/stack";
import { escapeRegExp } from "@tests/support/escapeRegExp";

function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

let patterns: RegExp[] | null = null;

/** Whether `text` is one of the es-es form messages (placeholders such as `{{name}}` match any text). */
export function isSiteMessage(text: unknown): boolean {
  if (typeof text !== "string" || !text.trim()) return false;
  patterns ??= leaves(JSON.parse(fs.readFileSync(path.join(ROOT, "public/locales/es-es/forms.json"), "utf8"))).map(
    (message) =>
      new RegExp(
        `^${message
          .split(/\{\{[^}]+\}\}/)
          .map(escapeRegExp)
          .join(".+")}$`,
        "s",
      ),
  );
  return patterns.some((pattern) => pattern.test(text));
}
