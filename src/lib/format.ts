import type { TFunction } from "i18next";

/**
 * "15 de marzo de 2026" from a Prismic date ("2026-03-15") with month names from the translations,
 * so server and browser render the same text.
 */
export function formatLongDate(isoDate: string | null | undefined, t: TFunction): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  if (!match) return "";
  const [, year, month, day] = match;
  return t("date.long", { day: Number(day), month: t(`date.months.${Number(month) - 1}`), year });
}
