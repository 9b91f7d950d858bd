// @ts-check
/**
 * HTML built with a tagged template that escapes every interpolated value, unless it is itself
 * the result of `html` (or an array of such): markup cannot slip in from stored data.
 */

export class SafeHtml {
  /** @param {string} text markup */
  constructor(text) {
    this.text = text;
  }

  toString() {
    return this.text;
  }
}

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for use in element content and quoted attribute values.
 * @param {string} text
 * @returns {string}
 */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/**
 * @param {TemplateStringsArray} strings
 * @param {...unknown} values escaped unless SafeHtml; arrays are concatenated; null, undefined
 *   and false render nothing
 * @returns {SafeHtml}
 */
export function html(strings, ...values) {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new SafeHtml(out);
}

/**
 * @param {unknown} value
 * @returns {string}
 */
function render(value) {
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escapeHtml(String(value));
}
