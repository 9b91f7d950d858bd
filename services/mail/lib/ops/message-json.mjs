// @ts-check
import { ATTACHMENT_DIRS } from "../store/message-store.mjs";

/**
 * @typedef {import("../store/message-store.mjs").StoredMessage} StoredMessage
 * @typedef {import("../store/message-store.mjs").AttachmentKind} AttachmentKind
 */

const KINDS = /** @type {AttachmentKind[]} */ (Object.keys(ATTACHMENT_DIRS));

/**
 * Path of an attachment's download, relative to the sink's origin.
 * @param {string} id
 * @param {AttachmentKind} kind
 * @param {number} index
 */
export function attachmentPath(id, kind, index) {
  return `/messages/${encodeURIComponent(id)}/${ATTACHMENT_DIRS[kind]}/${index}`;
}

/**
 * A stored message as the JSON API shows it: every attachment gets its download `url`.
 * @param {StoredMessage} message a copy (modified in place)
 * @param {string} baseUrl the sink's origin
 * @returns {StoredMessage}
 */
export function withAttachmentUrls(message, baseUrl) {
  for (const kind of KINDS) {
    message[kind]?.forEach((attachment, index) =>
      Object.assign(attachment, { url: `${baseUrl}${attachmentPath(message.id, kind, index)}` }),
    );
  }
  return message;
}

/**
 * Adds each attachment's `Base64Content` back (`?include=content`).
 * @param {StoredMessage} message a copy (modified in place)
 * @param {import("../store/message-store.mjs").MessageStore} store
 * @returns {Promise<StoredMessage>}
 */
export async function withAttachmentContent(message, store) {
  for (const kind of KINDS) {
    const list = message[kind] ?? [];
    for (const [index, attachment] of list.entries()) {
      const found = await store.readAttachment(message.id, kind, index);
      Object.assign(attachment, { Base64Content: found ? found.bytes.toString("base64") : null });
    }
  }
  return message;
}

/**
 * Filters for `GET /api/messages`: `to` (any recipient, case-insensitive), `templateId`,
 * `customId`, `since` (receivedAt after this ISO time).
 * @param {StoredMessage[]} messages
 * @param {URLSearchParams} query
 * @returns {StoredMessage[]}
 */
export function filterMessages(messages, query) {
  const to = query.get("to")?.toLowerCase();
  const templateId = query.get("templateId");
  const customId = query.get("customId");
  const since = query.get("since");
  const sinceTime = since ? Date.parse(since) : NaN;
  return messages.filter((message) => {
    if (to) {
      const recipients = ["To", "Cc", "Bcc"].flatMap((key) => (Array.isArray(message[key]) ? message[key] : []));
      if (!recipients.some((recipient) => String(recipient.Email).toLowerCase() === to)) return false;
    }
    if (templateId && String(message.TemplateID) !== templateId) return false;
    if (customId && message.CustomID !== customId) return false;
    if (!Number.isNaN(sinceTime) && !(Date.parse(message.receivedAt) > sinceTime)) return false;
    return true;
  });
}
