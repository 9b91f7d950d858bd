// @ts-check
import { buildRecord, sandboxEntry } from "./message-record.mjs";
import { parseSendRequest } from "./send-request.mjs";
import { validateMessage } from "./validate-message.mjs";

/**
 * @typedef {{
 *   messages: import("../store/message-store.mjs").MessageStore,
 *   ids: import("../store/message-ids.mjs").MessageIdSequence,
 *   policy: import("./validate-message.mjs").SendPolicy,
 * }} SendContext
 * @typedef {{ status: number, body: unknown, stored: number }} EndpointResult
 */

/**
 * `POST /v3.1/send`. Each message is validated on its own; as Mailjet documents, the valid ones
 * are processed (stored) even when others fail, and the answer lists every message in order with
 * `Status: "success"` (recipients and their MessageIDs) or `Status: "error"` (its errors). The
 * status is 200 when all succeed, else the errors' common status (400, or 403 for send-0008) or
 * 400 when they differ. `SandboxMode: true` validates and answers without storing anything.
 * @param {Buffer} body
 * @param {SendContext} context
 * @returns {Promise<EndpointResult>}
 * @throws {import("../http/mailjet-errors.mjs").MailjetApiError} a global error
 */
export async function handleSend(body, context) {
  const request = parseSendRequest(body);
  const receivedAt = new Date().toISOString();
  /** @type {Promise<void>[]} */
  const writes = [];
  const entries = request.messages.map((message) => {
    const errors = validateMessage(message, context.policy);
    if (errors.length > 0) return { Status: "error", Errors: errors };
    const valid = /** @type {Record<string, any>} */ (message);
    if (request.sandbox) return sandboxEntry(valid);
    const { record, contents } = buildRecord(valid, context.ids, receivedAt);
    writes.push(context.messages.add(record, contents));
    return record.response;
  });
  await Promise.all(writes);

  const errorStatuses = new Set(
    entries.flatMap((entry) => ("Errors" in entry ? entry.Errors.map((error) => error.StatusCode) : [])),
  );
  const status = errorStatuses.size === 0 ? 200 : errorStatuses.size === 1 ? [...errorStatuses][0] : 400;
  return { status, body: { Messages: entries }, stored: writes.length };
}
