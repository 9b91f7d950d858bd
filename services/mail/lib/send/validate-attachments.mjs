// @ts-check
import { decodedLength, normaliseBase64 } from "./base64.mjs";
import { MAX_ATTACHMENT_BYTES, MAX_ITEMS } from "./limits.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/** The two attachment arrays of a message; their decoded sizes count together against 15 MB. */
export const ATTACHMENT_KEYS = /** @type {const} */ (["Attachments", "InlinedAttachments"]);
const REQUIRED_FIELDS = ["ContentType", "Filename", "Base64Content"];

/**
 * Checks `Attachments` and `InlinedAttachments` of one message: arrays of at most 50
 * `{ContentType, Filename, Base64Content[, ContentID]}` with non-empty strings and valid base64,
 * decoded sizes together at most 15 MB.
 * @param {import("./message-errors.mjs").MessageErrors} errors
 * @param {Record<string, any>} message
 */
export function checkAttachments(errors, message) {
  let totalBytes = 0;
  /** @type {string[]} */
  const present = [];
  for (const key of ATTACHMENT_KEYS) {
    const list = message[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      errors.typeMismatch(key, "array");
      continue;
    }
    present.push(key);
    if (list.length > MAX_ITEMS)
      errors.add("mj-0008", `Too many elements. Max Allowed item limit is ${MAX_ITEMS}.`, [key]);
    list.forEach((attachment, index) => {
      totalBytes += checkAttachment(errors, attachment, `${key}[${index}]`, key === "InlinedAttachments");
    });
  }
  if (totalBytes > MAX_ATTACHMENT_BYTES) {
    errors.add(
      "mj-0011",
      `Payload too large: the attachments of a message may not exceed 15 MB (${MAX_ATTACHMENT_BYTES} bytes) in total, got ${totalBytes} bytes.`,
      present,
    );
  }
}

/**
 * @param {import("./message-errors.mjs").MessageErrors} errors
 * @param {unknown} attachment
 * @param {string} path
 * @param {boolean} inlined
 * @returns {number} decoded size (0 when the content is invalid)
 */
function checkAttachment(errors, attachment, path, inlined) {
  if (!isPlainObject(attachment)) {
    errors.typeMismatch(path, "object");
    return 0;
  }
  for (const field of REQUIRED_FIELDS) {
    const value = attachment[field];
    if (value === undefined || value === null) errors.missing(`${path}.${field}`);
    else if (typeof value !== "string") errors.typeMismatch(`${path}.${field}`, "string");
    else if (value === "") errors.emptyString(`${path}.${field}`);
  }
  if (
    inlined &&
    attachment.ContentID !== undefined &&
    attachment.ContentID !== null &&
    typeof attachment.ContentID !== "string"
  ) {
    errors.typeMismatch(`${path}.ContentID`, "string");
  }
  const content = attachment.Base64Content;
  if (typeof content !== "string" || content === "") return 0;
  const compact = normaliseBase64(content);
  if (compact === null) {
    errors.typeMismatch(`${path}.Base64Content`, "base64");
    return 0;
  }
  return decodedLength(compact);
}
