// @ts-check
import { MAX_ITEMS } from "./limits.mjs";
import { malformedJson, sendGlobalError } from "../http/mailjet-errors.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/** Object properties that Globals and a message merge key by key (the message wins). */
const MERGED_OBJECTS = new Set(["From", "Sender", "ReplyTo", "TemplateErrorReporting", "Headers", "Variables"]);
/** Array properties that Globals and a message concatenate (Globals first). */
const APPENDED_ARRAYS = new Set(["Cc", "Bcc", "Attachments", "InlinedAttachments"]);

/**
 * @typedef {{ messages: unknown[], sandbox: boolean }} SendRequest
 */

/**
 * Parses a Send API v3.1 body: `{ Messages: [...], Globals?: {...}, SandboxMode?: boolean,
 * AdvanceErrorHandling?: boolean }`. Problems with the whole request throw a MailjetApiError
 * (global error); the messages themselves are validated one by one afterwards. Globals are applied
 * to each message as Mailjet documents it.
 * @param {Buffer} body
 * @returns {SendRequest}
 * @throws {import("../http/mailjet-errors.mjs").MailjetApiError}
 */
export function parseSendRequest(body) {
  let payload;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    throw malformedJson();
  }
  if (!isPlainObject(payload)) throw malformedJson();
  const {
    Messages: messages,
    Globals: globals,
    SandboxMode: sandbox = false,
    AdvanceErrorHandling: advanced = false,
  } = payload;
  if (typeof sandbox !== "boolean" || typeof advanced !== "boolean") throw malformedJson();
  if (globals !== undefined && globals !== null && !isPlainObject(globals)) throw malformedJson();
  if (messages === undefined || messages === null)
    throw sendGlobalError("mj-0003", "Missing mandatory property.", ["Messages"]);
  if (!Array.isArray(messages)) throw malformedJson();
  if (messages.length === 0) throw sendGlobalError("mj-0007", "Array must contain at least one element.", ["Messages"]);
  if (messages.length > MAX_ITEMS) {
    throw sendGlobalError("mj-0008", `Too many elements. Max Allowed item limit is ${MAX_ITEMS}.`, ["Messages"]);
  }
  if (isPlainObject(globals) && globals.To !== undefined) {
    throw sendGlobalError("mj-0004", "To cannot be set in Globals.", ["Globals.To"]);
  }
  return {
    messages: isPlainObject(globals) ? messages.map((message) => applyGlobals(globals, message)) : messages,
    sandbox,
  };
}

/**
 * Globals under a message: scalars only where the message has none, objects merged (the message
 * wins), arrays appended.
 * @param {Record<string, unknown>} globals
 * @param {unknown} message
 * @returns {unknown}
 */
function applyGlobals(globals, message) {
  if (!isPlainObject(message)) return message;
  /** @type {Record<string, unknown>} */
  const merged = { ...message };
  for (const [key, value] of Object.entries(globals)) {
    const own = message[key];
    if (own === undefined || own === null) merged[key] = value;
    else if (MERGED_OBJECTS.has(key) && isPlainObject(own) && isPlainObject(value)) merged[key] = { ...value, ...own };
    else if (APPENDED_ARRAYS.has(key) && Array.isArray(own) && Array.isArray(value)) merged[key] = [...value, ...own];
  }
  return merged;
}
