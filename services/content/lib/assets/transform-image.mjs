// @ts-check
import sharp from "sharp";
import { DEFAULT_QUALITY, ImageParamError, MAX_DIMENSION, cropPosition } from "./image-params.mjs";

/**
 * sharp resize options for each imgix `fit`.
 * clip/max → inside without enlargement; crop/facearea → cover; min → cover without enlargement;
 * fill → contain (padded); fillmax → contain without enlargement; scale → stretch.
 * @param {import("./image-params.mjs").ImageParams} params
 * @param {import("./image-params.mjs").OutputFormat} output
 * @returns {import("sharp").ResizeOptions}
 */
function resizeOptions(params, output) {
  const position = cropPosition(params.crop);
  const background = params.fillColor ?? (output === "jpeg" ? "#ffffff" : { r: 0, g: 0, b: 0, alpha: 0 });
  switch (params.fit) {
    case "crop":
    case "facearea":
      return { fit: "cover", position };
    case "min":
      return { fit: "cover", position, withoutEnlargement: true };
    case "fill":
      return { fit: "contain", background };
    case "fillmax":
      return { fit: "contain", background, withoutEnlargement: true };
    case "scale":
      return { fit: "fill" };
    default:
      return { fit: "inside", withoutEnlargement: true };
  }
}

/**
 * Produces one variant of an image file: EXIF orientation applied, `rect` cropped, resized per
 * `w`/`h`/`dpr`/`fit`, encoded as `output` at quality `q` (default 75).
 * @param {string} file
 * @param {import("./image-params.mjs").ImageParams} params
 * @param {import("./image-params.mjs").OutputFormat} output
 * @returns {Promise<Buffer>}
 * @throws {ImageParamError} when `rect` lies outside the image
 */
export async function transformImage(file, params, output) {
  let pipeline = sharp(file, { failOn: "none" }).rotate();

  if (params.rect) {
    const meta = await sharp(file).metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    const { left, top } = params.rect;
    if (left >= width || top >= height) {
      throw new ImageParamError(`rect ${left},${top},… starts outside the ${width}x${height} image`);
    }
    // Like imgix, a rect reaching past the image is cut at its edges.
    const w = Math.min(params.rect.width, width - left);
    const h = Math.min(params.rect.height, height - top);
    pipeline = sharp(await pipeline.extract({ left, top, width: w, height: h }).toBuffer());
  }

  if (params.width !== null || params.height !== null) {
    // imgix's output limit is 8192 × 8192: a larger request is scaled down to fit it, aspect kept.
    const wanted = { width: params.width === null ? null : params.width * params.dpr, height: params.height === null ? null : params.height * params.dpr };
    const over = Math.max(1, (wanted.width ?? 0) / MAX_DIMENSION, (wanted.height ?? 0) / MAX_DIMENSION);
    const scale = (/** @type {number | null} */ side) => (side === null ? undefined : Math.max(1, Math.round(side / over)));
    pipeline = pipeline.resize(scale(wanted.width), scale(wanted.height), resizeOptions(params, output));
  }

  const quality = params.quality ?? DEFAULT_QUALITY;
  switch (output) {
    case "avif":
      return pipeline.avif({ quality, effort: 2 }).toBuffer();
    case "webp":
      return pipeline.webp({ quality }).toBuffer();
    case "png":
      return pipeline.png().toBuffer();
    case "gif":
      return pipeline.gif().toBuffer();
    default:
      return pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, progressive: params.progressive }).toBuffer();
  }
}
