/** A form's translated texts by key, as the server rendered them into its root's `data-messages`. */
export type FormTexts = (key: string) => string;

/**
 * Reads the texts of a form root (src/components/forms/formMessages.ts). A key without a text
 * comes back as itself, so a missing translation shows up rather than hiding a message.
 */
export function readFormTexts(root: HTMLElement): FormTexts {
  let messages: Record<string, string> = {};
  try {
    messages = JSON.parse(root.dataset.messages ?? "{}") as Record<string, string>;
  } catch {
    // a broken attribute: keys are shown as they are
  }
  return (key) => messages[key] ?? key;
}

/** A message for the visitor: a message key of the `forms` namespace is translated, anything else (the server's own Spanish text) is shown as it is. */
export function errorText(message: string, texts: FormTexts): string {
  return message.startsWith("errors.") ? texts(message) : message;
}

/** A text with `{{name}}` placeholders filled in; unknown placeholders stay. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
