// @ts-check
import { safeDecode } from "../../../lib/safe-decode.mjs";

/**
 * @typedef {{ kind: "send" }
 *   | { kind: "managecontact", listId: string }
 *   | { kind: "mailjet-unknown" }
 *   | { kind: "sink-api" }
 *   | { kind: "index" }
 *   | { kind: "message", id: string }
 *   | { kind: "attachment", id: string, attachmentKind: import("../store/message-store.mjs").AttachmentKind, index: number }
 *   | { kind: "not-found" }} Route
 */

/** Path prefix of the sink's own JSON API (tests, tooling): never faulted, never logged. */
export const SINK_API_PREFIX = "/api";

const SEND = /^\/v3\.1\/send\/?$/i;
const MANAGE_CONTACT = /^\/v3\/rest\/contactslist\/([^/]+)\/managecontact\/?$/i;
const MAILJET = /^\/v3(?:\.1)?(?:\/|$)/i;
const MESSAGE = /^\/messages\/(\d{1,16})\/?$/;
const ATTACHMENT = /^\/messages\/(\d{1,16})\/(attachments|inlined-attachments)\/(\d{1,3})$/;

/**
 * Classifies a request path. Mailjet paths match case-insensitively (node-mailjet lower-cases
 * resources; `REST` keeps its case).
 * @param {string} pathname
 * @returns {Route}
 */
export function matchRoute(pathname) {
  if (SEND.test(pathname)) return { kind: "send" };
  const contact = MANAGE_CONTACT.exec(pathname);
  if (contact) return { kind: "managecontact", listId: safeDecode(contact[1]) };
  if (MAILJET.test(pathname)) return { kind: "mailjet-unknown" };
  if (pathname === SINK_API_PREFIX || pathname.startsWith(`${SINK_API_PREFIX}/`)) return { kind: "sink-api" };
  if (pathname === "/") return { kind: "index" };
  const message = MESSAGE.exec(pathname);
  if (message) return { kind: "message", id: message[1] };
  const attachment = ATTACHMENT.exec(pathname);
  if (attachment) {
    return {
      kind: "attachment",
      id: attachment[1],
      attachmentKind: attachment[2] === "attachments" ? "Attachments" : "InlinedAttachments",
      index: Number(attachment[3]),
    };
  }
  return { kind: "not-found" };
}
