// @ts-check
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { TEMP_PREFIX, syncDirectory, writeFileSynced } from "./durable-files.mjs";
import { SerialQueue } from "./serial-queue.mjs";
import { displayPath } from "../../../lib/display-path.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * @typedef {{ Filename: string, ContentType: string, ContentID?: string, size: number, url?: string, Base64Content?: string | null }} StoredAttachment
 *   On disk: the attachment as received without its content, plus its decoded `size`. Listings
 *   add the download `url` (and `Base64Content` when asked).
 * @typedef {{ Email: string, MessageUUID: string, MessageID: number, MessageHref: string }} SentRecipient
 * @typedef {{ Status: "success", CustomID: string, To: SentRecipient[], Cc: SentRecipient[], Bcc: SentRecipient[] }} SendResult
 * @typedef {Record<string, any> & {
 *   id: string,
 *   receivedAt: string,
 *   messageIds: number[],
 *   response: SendResult,
 *   Attachments?: StoredAttachment[],
 *   InlinedAttachments?: StoredAttachment[],
 * }} StoredMessage
 *   The message as received (Globals applied) with attachment contents replaced by their size,
 *   plus the sink's `id` (= first MessageID), `receivedAt`, every recipient's MessageID and the
 *   success entry that was answered.
 * @typedef {"Attachments" | "InlinedAttachments"} AttachmentKind
 * @typedef {Record<AttachmentKind, Buffer[]>} AttachmentContents
 */

/** Folder of each attachment kind inside a message's folder. */
export const ATTACHMENT_DIRS = /** @type {const} */ ({
  Attachments: "attachments",
  InlinedAttachments: "inlined-attachments",
});
/** Stored message ids: decimal MessageIDs. */
export const MESSAGE_ID_PATTERN = /^\d{1,16}$/;
const MESSAGE_FILE = "message.json";

/**
 * Accepted messages on disk, one folder each, `<dataDir>/messages/<id>/`: `message.json` and the
 * decoded attachments (`attachments/<n>`, `inlined-attachments/<n>`). A message is written in a
 * temporary folder (every file fsynced) that is renamed into place, so after a crash it is either
 * entirely there or not at all. All changes go through one queue; the index lives in memory.
 */
export class MessageStore {
  /**
   * Opens (creating) the store and loads the index. Unfinished writes are removed; a message
   * whose `message.json` cannot be read is skipped with a warning.
   * @param {string} dataDir
   * @param {{ warn: (line: string) => void }} options
   * @returns {Promise<MessageStore>}
   */
  static async open(dataDir, { warn }) {
    const dir = path.join(dataDir, "messages");
    await fs.mkdir(dir, { recursive: true });
    /** @type {StoredMessage[]} */
    const loaded = [];
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const folder = path.join(dir, entry.name);
      if (entry.name.startsWith(TEMP_PREFIX)) {
        await fs.rm(folder, { recursive: true, force: true });
        continue;
      }
      if (!entry.isDirectory() || !MESSAGE_ID_PATTERN.test(entry.name)) continue;
      const file = path.join(folder, MESSAGE_FILE);
      try {
        const record = JSON.parse(await fs.readFile(file, "utf8"));
        if (!isPlainObject(record) || record.id !== entry.name || !Array.isArray(record.messageIds)) {
          throw new Error("not a stored message");
        }
        loaded.push(/** @type {StoredMessage} */ (record));
      } catch (error) {
        warn(`skipping ${displayPath(file)}: ${/** @type {Error} */ (error).message}`);
      }
    }
    loaded.sort(byId);
    return new MessageStore(dir, loaded);
  }

  /**
   * @param {string} dir
   * @param {StoredMessage[]} messages oldest first
   */
  constructor(dir, messages) {
    this.dir = dir;
    /** @type {Map<string, StoredMessage>} */
    this.messages = new Map(messages.map((message) => [message.id, message]));
    this.queue = new SerialQueue();
  }

  /** @returns {number} */
  get size() {
    return this.messages.size;
  }

  /** @returns {StoredMessage[]} copies, oldest first */
  list() {
    return structuredClone([...this.messages.values()].sort(byId));
  }

  /**
   * @param {string} id
   * @returns {StoredMessage | undefined} a copy
   */
  get(id) {
    const message = this.messages.get(id);
    return message ? structuredClone(message) : undefined;
  }

  /** @returns {number} the highest MessageID stored, 0 when empty */
  maxMessageId() {
    let max = 0;
    for (const message of this.messages.values()) for (const id of message.messageIds) if (id > max) max = id;
    return max;
  }

  /**
   * Stores one accepted message durably; resolves once it is on disk and listed.
   * @param {StoredMessage} record
   * @param {AttachmentContents} contents decoded attachments, in the order of the record's lists
   * @returns {Promise<void>}
   */
  add(record, contents) {
    return this.queue.run(async () => {
      const temporary = path.join(this.dir, `${TEMP_PREFIX}${record.id}-${randomBytes(6).toString("hex")}`);
      await fs.mkdir(temporary);
      try {
        for (const kind of /** @type {AttachmentKind[]} */ (Object.keys(ATTACHMENT_DIRS))) {
          const files = contents[kind];
          if (files.length === 0) continue;
          const folder = path.join(temporary, ATTACHMENT_DIRS[kind]);
          await fs.mkdir(folder);
          for (const [index, bytes] of files.entries()) await writeFileSynced(path.join(folder, String(index)), bytes);
          await syncDirectory(folder);
        }
        await writeFileSynced(path.join(temporary, MESSAGE_FILE), `${JSON.stringify(record, null, 2)}\n`);
        await syncDirectory(temporary);
        await fs.rename(temporary, path.join(this.dir, record.id));
      } catch (error) {
        await fs.rm(temporary, { recursive: true, force: true });
        throw error;
      }
      await syncDirectory(this.dir);
      this.messages.set(record.id, record);
    });
  }

  /** @returns {Promise<void>} once the writes queued so far are on disk */
  flush() {
    return this.queue.idle();
  }

  /**
   * One attachment's metadata and bytes, or null when there is no such attachment.
   * @param {string} id
   * @param {AttachmentKind} kind
   * @param {number} index
   * @returns {Promise<{ attachment: StoredAttachment, bytes: Buffer } | null>}
   */
  async readAttachment(id, kind, index) {
    const attachment = this.messages.get(id)?.[kind]?.[index];
    if (!attachment) return null;
    try {
      const bytes = await fs.readFile(path.join(this.dir, id, ATTACHMENT_DIRS[kind], String(index)));
      return { attachment: structuredClone(attachment), bytes };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return null;
      throw error;
    }
  }

  /**
   * Deletes every stored message (after the writes already queued).
   * @returns {Promise<number>} how many were deleted
   */
  clear() {
    return this.queue.run(async () => {
      const count = this.messages.size;
      for (const id of this.messages.keys()) await fs.rm(path.join(this.dir, id), { recursive: true, force: true });
      this.messages.clear();
      await syncDirectory(this.dir);
      return count;
    });
  }
}

/**
 * @param {{ id: string }} a
 * @param {{ id: string }} b
 */
function byId(a, b) {
  return Number(a.id) - Number(b.id);
}
