import type { FormTexts } from "./texts";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The texts of a form island, translated on the server for the page's locale (next-i18next's `t`
 * of the `forms` namespace), placeholders left for the island to fill.
 */
export function serverFormTexts(t: Translate, keys: readonly string[], extra: Record<string, string> = {}): FormTexts {
  return { ...Object.fromEntries(keys.map((key) => [key, t(key, { skipInterpolation: true })])), ...extra };
}
