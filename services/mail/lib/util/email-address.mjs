// @ts-check
/**
 * E-mail address check close to what Mailjet accepts: `local@domain`, a dotted domain of
 * letter/digit labels (hyphens inside), no spaces or quotes, at most 254 characters. Unicode
 * letters are accepted in both parts (internationalised addresses).
 */
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * @param {string} address
 * @returns {boolean}
 */
export function isValidEmail(address) {
  if (address.length > 254) return false;
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return false;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split(".");
  if (labels.length < 2 || labels.some((label) => !DOMAIN_LABEL.test(label))) return false;
  return !/^\d+$/.test(/** @type {string} */ (labels.at(-1)));
}
