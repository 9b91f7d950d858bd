// @ts-check
/**
 * A path segment decoded, or kept as written when its %-escapes are malformed (then it matches
 * no route and no id: a 404, never a 500).
 * @param {string} segment
 * @returns {string}
 */
export function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
