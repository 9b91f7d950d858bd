/**
 * "15 de marzo de 2026" from a Prismic date ("2026-03-15"), in the page's locale ("es-es"), as
 * `Intl` words a long date; the day is read in UTC, so server and browser render the same text.
 */
export function formatLongDate(isoDate: string | null | undefined, locale: string): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  if (!match) return "";
  const [, year, month, day] = match.map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
