// @ts-check
/**
 * The imgix URL parameters the asset server honours, parsed and validated.
 */

/** Largest output side, as imgix (8192 × 8192): larger `w`/`h` are served at this size, not refused. */
export const MAX_DIMENSION = 8192;
/** Largest `w`/`h` accepted at all (beyond it the value is garbage, 400). */
const MAX_REQUESTED_DIMENSION = 1_000_000;
/** Output quality when `q` is absent (the site's default image quality). */
export const DEFAULT_QUALITY = 75;

const FITS = new Set(["clip", "crop", "fill", "fillmax", "max", "min", "scale", "facearea"]);
const AUTO_VALUES = new Set(["format", "compress", "enhance", "redeye", "true"]);
const FORMATS = /** @type {Record<string, OutputFormat>} */ ({
  avif: "avif", webp: "webp", jpg: "jpeg", jpeg: "jpeg", pjpg: "jpeg", png: "png", gif: "gif",
});
const CROP_POSITIONS = /** @type {Record<string, string>} */ ({
  top: "top", bottom: "bottom", left: "left", right: "right", center: "centre",
});
const CROP_STRATEGIES = new Set(["faces", "edges", "entropy", "focalpoint"]);

/**
 * @typedef {"avif" | "webp" | "jpeg" | "png" | "gif"} OutputFormat
 * @typedef {{
 *   width: number | null,
 *   height: number | null,
 *   fit: string,
 *   quality: number | null,
 *   auto: string[],
 *   format: OutputFormat | null,
 *   progressive: boolean,
 *   dpr: number,
 *   rect: { left: number, top: number, width: number, height: number } | null,
 *   crop: string[],
 *   fillColor: string | null,
 * }} ImageParams
 */

/** A garbage or out-of-range image parameter (answered 400). */
export class ImageParamError extends Error {}

/**
 * Reads `w` (`width`), `h` (`height`), `fit`, `q`, `auto`, `fm`, `dpr`, `rect`, `crop`, `fill-color` from a query
 * string; other parameters are ignored, as imgix does.
 * @param {URLSearchParams} params
 * @returns {ImageParams}
 * @throws {ImageParamError}
 */
export function parseImageParams(params) {
  const fm = params.get("fm");
  if (fm !== null && !Object.hasOwn(FORMATS, fm)) {
    throw new ImageParamError(`fm must be one of ${Object.keys(FORMATS).join(", ")} (got '${fm}')`);
  }
  const fit = params.get("fit") ?? "clip";
  if (!FITS.has(fit)) throw new ImageParamError(`fit must be one of ${[...FITS].join(", ")} (got '${fit}')`);

  const auto = listParam(params.get("auto"));
  for (const value of auto) if (!AUTO_VALUES.has(value)) throw new ImageParamError(`unknown auto value '${value}'`);

  const crop = listParam(params.get("crop"));
  for (const value of crop) {
    if (!Object.hasOwn(CROP_POSITIONS, value) && !CROP_STRATEGIES.has(value)) throw new ImageParamError(`unknown crop value '${value}'`);
  }

  const fillColor = params.get("fill-color");
  if (fillColor !== null && !/^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(fillColor)) {
    throw new ImageParamError(`fill-color must be a hex colour (got '${fillColor}')`);
  }

  return {
    // `width`/`height` are imgix's long names for w/h; @prismicio/client's asImageWidthSrcSet
    // writes `width=` after removing the image's own `w`/`h`.
    width: integerParam(params.get("width") ?? params.get("w"), params.has("width") ? "width" : "w", 1, MAX_REQUESTED_DIMENSION),
    height: integerParam(params.get("height") ?? params.get("h"), params.has("height") ? "height" : "h", 1, MAX_REQUESTED_DIMENSION),
    fit,
    quality: integerParam(params.get("q"), "q", 1, 100),
    auto,
    format: fm === null ? null : FORMATS[fm],
    progressive: fm === "pjpg",
    dpr: numberParam(params.get("dpr"), "dpr", 5) ?? 1,
    rect: rectParam(params.get("rect")),
    crop,
    fillColor: fillColor === null ? null : fillColor.startsWith("#") ? fillColor : `#${fillColor}`,
  };
}

/**
 * The format to produce: `fm` when given; with `auto=format` AVIF when the client accepts it,
 * else WebP when accepted, else the source format.
 * @param {ImageParams} params
 * @param {string} accept the request's Accept header
 * @param {OutputFormat} sourceFormat
 * @returns {OutputFormat}
 */
export function chooseFormat(params, accept, sourceFormat) {
  if (params.format) return params.format;
  if (params.auto.includes("format")) {
    if (/\bimage\/avif\b/i.test(accept)) return "avif";
    if (/\bimage\/webp\b/i.test(accept)) return "webp";
  }
  return sourceFormat;
}

/**
 * Whether the parameters leave the image untouched (the original bytes can be served).
 * @param {ImageParams} params
 * @param {OutputFormat} output
 * @param {OutputFormat} sourceFormat
 */
export function isIdentity(params, output, sourceFormat) {
  return (
    output === sourceFormat &&
    params.width === null &&
    params.height === null &&
    params.rect === null &&
    params.quality === null &&
    !params.progressive
  );
}

/** @param {string | null} raw */
function listParam(raw) {
  if (raw === null || raw.trim() === "") return [];
  return raw.split(",").map((value) => value.trim().toLowerCase()).filter(Boolean);
}

/**
 * @param {string | null} raw
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @returns {number | null}
 */
function integerParam(raw, name, min, max) {
  if (raw === null || raw === "") return null;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ImageParamError(`${name} must be an integer from ${min} to ${max} (got '${raw}')`);
  }
  return Number(raw);
}

/**
 * @param {string | null} raw
 * @param {string} name
 * @param {number} max
 * @returns {number | null}
 */
function numberParam(raw, name, max) {
  if (raw === null || raw === "") return null;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !(value > 0) || value > max) {
    throw new ImageParamError(`${name} must be a number above 0 and at most ${max} (got '${raw}')`);
  }
  return value;
}

/** @param {string | null} raw */
function rectParam(raw) {
  if (raw === null || raw === "") return null;
  const parts = raw.split(",");
  if (parts.length !== 4 || parts.some((part) => !/^\d+$/.test(part.trim()))) {
    throw new ImageParamError(`rect must be x,y,width,height in pixels (got '${raw}')`);
  }
  const [left, top, width, height] = parts.map(Number);
  if (width < 1 || height < 1) throw new ImageParamError(`rect width and height must be at least 1 (got '${raw}')`);
  return { left, top, width, height };
}

/**
 * sharp's `position` for imgix `crop` values (positions and strategies).
 * @param {string[]} crop
 * @returns {string}
 */
export function cropPosition(crop) {
  if (crop.includes("entropy")) return "entropy";
  if (crop.includes("faces") || crop.includes("edges")) return "attention";
  const sides = crop.filter((value) => Object.hasOwn(CROP_POSITIONS, value) && value !== "center").map((v) => CROP_POSITIONS[v]);
  return sides.length > 0 ? sides.join(" ") : "centre";
}
