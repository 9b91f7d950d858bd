// @ts-check
const DATE_TIME = new Intl.DateTimeFormat("es-ES", { dateStyle: "short", timeStyle: "medium" });
const DECIMAL = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });

/**
 * @param {string} iso
 * @returns {string} e.g. `05/06/2025, 10:31:02` (the machine's time zone)
 */
export function formatTime(iso) {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE_TIME.format(time);
}

/**
 * @param {number} bytes
 * @returns {string} e.g. `12,3 KB`
 */
export function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${DECIMAL.format(bytes / 1024)} KB`;
  return `${DECIMAL.format(bytes / (1024 * 1024))} MB`;
}

/**
 * `Name <email>` or the address alone.
 * @param {unknown} address
 * @returns {string}
 */
export function formatAddress(address) {
  if (typeof address !== "object" || address === null) return "";
  const { Email, Name } = /** @type {{ Email?: unknown, Name?: unknown }} */ (address);
  return typeof Name === "string" && Name !== "" ? `${Name} <${String(Email)}>` : String(Email ?? "");
}

/**
 * A JSON value for display: strings as they are, anything else as JSON.
 * @param {unknown} value
 * @returns {string}
 */
export function formatValue(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
