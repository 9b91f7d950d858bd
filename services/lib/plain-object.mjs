// @ts-check
/**
 * True for a JSON-style object: not null, not an array (the shape request bodies, fault
 * configurations and stored documents are checked against).
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
export function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
