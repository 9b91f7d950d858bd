// @ts-check
/**
 * Which local Slice Machine may drive the slice simulator (docs/editors.md): SLICE_MACHINE_ORIGIN.
 * Prismic's own origins (the Page Builder) always may; this adds the origin a local
 * `npm run slicemachine` is opened at. Plain CommonJS so next.config.js (the security headers) and
 * the pages read the same value.
 */
const { ConfigError } = require("./countries.js");

/** Where `npm run slicemachine` opens (Slice Machine's fixed port). */
const DEFAULT_SLICE_MACHINE_ORIGIN = "http://localhost:9999";

/** The value that turns the local Slice Machine off (a deployment that wants only Prismic). */
const NO_SLICE_MACHINE = "none";

/**
 * The origin of the local Slice Machine allowed to frame and drive `/slice-simulator`, or `null`
 * when SLICE_MACHINE_ORIGIN is `none`. Unset: http://localhost:9999. Anything but an http(s)
 * origin without path stops start-up with a message naming the variable.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
function loadSliceMachineOrigin(env = process.env) {
  const raw = (env.SLICE_MACHINE_ORIGIN ?? "").trim();
  if (!raw) return DEFAULT_SLICE_MACHINE_ORIGIN;
  if (raw.toLowerCase() === NO_SLICE_MACHINE) return null;
  /** @type {URL | null} */
  let url = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.pathname !== "/" || url.search || url.hash || url.username || /[?#]$/.test(raw)) {
    throw new ConfigError(
      `Invalid SLICE_MACHINE_ORIGIN=${JSON.stringify(raw)}: expected the origin Slice Machine opens at, e.g. ${DEFAULT_SLICE_MACHINE_ORIGIN}, or "${NO_SLICE_MACHINE}".`,
    );
  }
  return url.origin;
}

module.exports = { loadSliceMachineOrigin, DEFAULT_SLICE_MACHINE_ORIGIN, NO_SLICE_MACHINE };
