// @ts-check
import { randomUUID } from "node:crypto";
import { normaliseBase64 } from "./base64.mjs";
import { ATTACHMENT_KEYS } from "./validate-attachments.mjs";

/** Where Mailjet's answers point for a MessageID. */
const MESSAGE_HREF_BASE = "https://api.mailjet.com/v3/REST/message/";

/**
 * Turns a validated message into what is stored and answered: a MessageID and MessageUUID per
 * recipient (To, then Cc, then Bcc), the success entry, and the decoded attachments apart from
 * the record (which keeps their size instead of the base64).
 * @param {Record<string, any>} message a message that passed validation
 * @param {{ next: () => number }} ids
 * @param {string} receivedAt ISO time
 * @returns {{ record: import("../store/message-store.mjs").StoredMessage, contents: import("../store/message-store.mjs").AttachmentContents }}
 */
export function buildRecord(message, ids, receivedAt) {
  /** @param {Array<{ Email: string }> | undefined} list */
  const sent = (list) =>
    (list ?? []).map(({ Email }) => {
      const id = ids.next();
      return { Email, MessageUUID: randomUUID(), MessageID: id, MessageHref: `${MESSAGE_HREF_BASE}${id}` };
    });
  /** @type {import("../store/message-store.mjs").SendResult} */
  const response = {
    Status: "success",
    CustomID: message.CustomID ?? "",
    To: sent(message.To),
    Cc: sent(message.Cc),
    Bcc: sent(message.Bcc),
  };
  const messageIds = [...response.To, ...response.Cc, ...response.Bcc].map((recipient) => recipient.MessageID);

  /** @type {import("../store/message-store.mjs").AttachmentContents} */
  const contents = { Attachments: [], InlinedAttachments: [] };
  /** @type {Record<string, any>} */
  const stored = { ...message };
  for (const kind of ATTACHMENT_KEYS) {
    if (!Array.isArray(message[kind])) continue;
    stored[kind] = message[kind].map((/** @type {Record<string, any>} */ attachment) => {
      const bytes = Buffer.from(/** @type {string} */ (normaliseBase64(attachment.Base64Content)), "base64");
      contents[kind].push(bytes);
      const { Base64Content: _content, ...described } = attachment;
      return { ...described, size: bytes.length };
    });
  }
  const own = { id: String(messageIds[0]), receivedAt, messageIds };
  const record = /** @type {import("../store/message-store.mjs").StoredMessage} */ (
    Object.assign({ ...own }, stored, own, { response })
  );
  return { record, contents };
}

/**
 * The success entry of a message in sandbox mode: nothing is sent, so no ids (Mailjet's shape).
 * @param {Record<string, any>} message
 */
export function sandboxEntry(message) {
  /** @param {Array<{ Email: string }> | undefined} list */
  const unsent = (list) =>
    (list ?? []).map(({ Email }) => ({
      Email,
      MessageUUID: "",
      MessageID: 0,
      MessageHref: "https://api.mailjet.com/v3/message/0",
    }));
  return {
    Status: "success",
    CustomID: message.CustomID ?? "",
    To: unsent(message.To),
    Cc: unsent(message.Cc),
    Bcc: unsent(message.Bcc),
  };
}
