// @ts-check
import { invalid, WriteApiError } from "./write-errors.mjs";

/**
 * Reads a JSON object body of at most `limit` bytes; anything else is a 400 (413 when too large).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Record<string, any>>}
 */
export async function readJsonObject(req, limit) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new WriteApiError(413, `request body larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  let value;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch (error) {
    throw invalid(`request body is not JSON (${/** @type {Error} */ (error).message})`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw invalid("request body must be a JSON object");
  return value;
}
