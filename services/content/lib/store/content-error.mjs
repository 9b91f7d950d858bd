// @ts-check
import { displayPath } from "../../../lib/display-path.mjs";

/** Prefix of every one-line message the service prints or throws. */
export const MESSAGE_PREFIX = "content service: ";

/** A content-repository problem found at start-up (or reload); its message is one line. */
export class ContentValidationError extends Error {
  /**
   * @param {string} file absolute path of the offending file or directory
   * @param {string} problem what is wrong, e.g. `unknown type "prodct"`
   */
  constructor(file, problem) {
    super(`${MESSAGE_PREFIX}${displayPath(file)}: ${problem}`);
    this.name = "ContentValidationError";
    this.file = file;
    this.problem = problem;
  }
}
