// @ts-check
import { parseIsoDate } from "../store/prismic-date.mjs";

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const MONTHS = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];

/**
 * A predicate's date argument: epoch ms (what the client sends for Date objects) or an ISO string.
 * @param {unknown} value
 * @returns {number} epoch ms, NaN when invalid
 */
export function dateArgToMs(value) {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string") return parseIsoDate(value);
  return Number.NaN;
}

/**
 * Day of the week: 1 (Monday) … 7 (Sunday), or an English name ("monday", "mon").
 * @param {unknown} value
 * @returns {number} 1–7, NaN when invalid
 */
export function weekdayArg(value) {
  return namedOrdinal(value, WEEKDAYS, 7);
}

/**
 * Month: 1 (January) … 12, or an English name ("january", "jan").
 * @param {unknown} value
 * @returns {number} 1–12, NaN when invalid
 */
export function monthArg(value) {
  return namedOrdinal(value, MONTHS, 12);
}

/**
 * UTC calendar parts of an instant, with ISO weekday numbering (Monday = 1).
 * @param {number} ms
 */
export function dateParts(ms) {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
    dayOfWeek: ((date.getUTCDay() + 6) % 7) + 1,
    hour: date.getUTCHours(),
  };
}

/**
 * @param {unknown} value
 * @param {string[]} names
 * @param {number} max
 */
function namedOrdinal(value, names, max) {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= max ? value : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const lower = value.trim().toLowerCase();
  if (/^\d+$/.test(lower)) return namedOrdinal(Number(lower), names, max);
  const index = names.findIndex((name) => name === lower || (lower.length >= 3 && name.startsWith(lower)));
  return index === -1 ? Number.NaN : index + 1;
}
