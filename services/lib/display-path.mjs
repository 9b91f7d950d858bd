// @ts-check
import path from "node:path";

/**
 * A path as shown to people: relative to the working directory when inside it.
 * @param {string} file
 * @returns {string}
 */
export function displayPath(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}
