import type { FormTexts } from "./formTexts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The texts of a form island, translated on the server for the page's locale (next-i18next's `t`
 * of the `forms` namespace), placeholders left for the island to fill.
 */
export function serverFormTexts(t: Translate, keys: readonly string[], extra: Record<string, string> = {}): FormTexts {
  const translated = keys.map((key) => [key, t(key, { skipInterpolation: true })] as const);
  // A key the namespace does not have (a field without a hint) is left out rather than shown as itself.
  return { ...Object.fromEntries(translated.filter(([key, text]) => text !== key)), ...extra };
}
