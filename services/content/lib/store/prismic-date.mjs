// @ts-check
/**
 * Prismic's wire format for publication dates: `2024-02-01T12:30:00+0000` (UTC, no millis).
 */

/**
 * Parses an ISO-8601 date or timestamp (also Prismic's `+0000` offset form) to epoch ms.
 * A bare `YYYY-MM-DD` is read as UTC midnight.
 * @param {string} value
 * @returns {number} epoch ms, or NaN when unparseable
 */
export function parseIsoDate(value) {
  if (typeof value !== "string" || value.trim() === "") return Number.NaN;
  // Date.parse does not accept "+hhmm" offsets everywhere; make them "+hh:mm".
  const normalized = value.trim().replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  if (!/^\d{4}-\d{2}-\d{2}(T|$)/.test(normalized)) return Number.NaN;
  return Date.parse(normalized);
}

/**
 * Formats epoch ms as Prismic does: `2024-02-01T12:30:00+0000`.
 * @param {number} ms
 * @returns {string}
 */
export function formatPrismicDate(ms) {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");
}
