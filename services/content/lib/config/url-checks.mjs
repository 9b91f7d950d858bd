// @ts-check
/**
 * An absolute http(s) URL without query, fragment or credentials, without its trailing slashes;
 * null when `text` is not one.
 * @param {string} text
 * @returns {string | null}
 */
export function absoluteHttpBase(text) {
  const parsed = parseHttpUrl(text);
  if (!parsed || parsed.search || parsed.hash) return null;
  return text.trim().replace(/\/+$/, "");
}

/**
 * An absolute http(s) URL without credentials (query allowed), as given; null when it is not one.
 * @param {string} text
 * @returns {string | null}
 */
export function absoluteHttpUrl(text) {
  return parseHttpUrl(text) ? text.trim() : null;
}

/** @param {string} text */
function parseHttpUrl(text) {
  if (typeof text !== "string" || text.trim() === "") return null;
  let parsed;
  try {
    parsed = new URL(text.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || !parsed.hostname || parsed.username || parsed.password) return null;
  return parsed;
}
