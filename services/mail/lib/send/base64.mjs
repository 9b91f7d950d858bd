// @ts-check
/**
 * Base64 as Mailjet takes it for attachments: the standard alphabet with `=` padding; line breaks
 * (MIME style) are tolerated and ignored. Measured without decoding.
 */

const BASE64 = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The content without line breaks, or null when it is not valid base64.
 * @param {string} text
 * @returns {string | null}
 */
export function normaliseBase64(text) {
  const compact = /[\r\n]/.test(text) ? text.replace(/\r?\n/g, "") : text;
  return compact.length % 4 === 0 && BASE64.test(compact) ? compact : null;
}

/**
 * Decoded size in bytes of normalised base64.
 * @param {string} compact
 * @returns {number}
 */
export function decodedLength(compact) {
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  return (compact.length / 4) * 3 - padding;
}
