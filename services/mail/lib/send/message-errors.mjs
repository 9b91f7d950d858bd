// @ts-check
import { randomUUID } from "node:crypto";

/**
 * @typedef {{
 *   ErrorIdentifier: string,
 *   ErrorCode: string,
 *   StatusCode: number,
 *   ErrorMessage: string,
 *   ErrorRelatedTo: string[],
 * }} MessageError
 */

/**
 * Collects the errors of one message, in Mailjet's per-message error shape.
 */
export class MessageErrors {
  constructor() {
    /** @type {MessageError[]} */
    this.list = [];
  }

  /**
   * @param {string} code e.g. `mj-0013`
   * @param {string} message
   * @param {string[]} relatedTo message properties concerned, e.g. `["To[0].Email"]`
   * @param {number} [status]
   */
  add(code, message, relatedTo, status = 400) {
    this.list.push({
      ErrorIdentifier: randomUUID(),
      ErrorCode: code,
      StatusCode: status,
      ErrorMessage: message,
      ErrorRelatedTo: relatedTo,
    });
  }

  /** @param {string} path */
  missing(path) {
    this.add("mj-0003", "Missing mandatory property.", [path]);
  }

  /**
   * @param {string} path
   * @param {string} expected e.g. `string`, `array of emails`
   */
  typeMismatch(path, expected) {
    this.add("mj-0004", `Type mismatch. Expected type "${expected}".`, [path]);
  }

  /** @param {string} path */
  emptyString(path) {
    this.add("mj-0012", "Empty string value is not allowed.", [path]);
  }

  get size() {
    return this.list.length;
  }
}
