// @ts-check
import fs from "node:fs/promises";
import path from "node:path";
import { TEMP_PREFIX, writeFileAtomic } from "./durable-files.mjs";
import { SerialQueue } from "./serial-queue.mjs";
import { emptyBook, listEntries, manageContact, parseBook } from "../contacts/contact-book.mjs";
import { displayPath } from "../../../lib/display-path.mjs";
import { MESSAGE_PREFIX } from "../util/message-prefix.mjs";

const CONTACTS_FILE = "contacts.json";

/**
 * The contact book on disk, `<dataDir>/contacts.json`, rewritten atomically (temporary file,
 * fsync, rename) after every change; changes are queued so none is lost.
 */
export class ContactStore {
  /**
   * Opens the store; an unreadable contacts.json stops the start (it would be overwritten
   * otherwise) with a one-line error.
   * @param {string} dataDir
   * @returns {Promise<ContactStore>}
   */
  static async open(dataDir) {
    const file = path.join(dataDir, CONTACTS_FILE);
    for (const name of await fs.readdir(dataDir)) {
      if (name.startsWith(`${TEMP_PREFIX}${CONTACTS_FILE}`)) await fs.rm(path.join(dataDir, name), { force: true });
    }
    let text = null;
    try {
      text = await fs.readFile(file, "utf8");
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
    }
    if (text === null) return new ContactStore(file, emptyBook());
    try {
      return new ContactStore(file, parseBook(JSON.parse(text)));
    } catch (error) {
      throw new Error(
        `${MESSAGE_PREFIX}${displayPath(file)}: ${/** @type {Error} */ (error).message} (fix or delete the file)`,
      );
    }
  }

  /**
   * @param {string} file
   * @param {import("../contacts/contact-book.mjs").ContactBook} book
   */
  constructor(file, book) {
    this.file = file;
    this.book = book;
    this.queue = new SerialQueue();
  }

  /** @returns {import("../contacts/contact-book.mjs").ListEntry[]} every list membership */
  entries() {
    return listEntries(this.book);
  }

  /**
   * Applies one `managecontact` call durably.
   * @param {number} listId
   * @param {import("../contacts/contact-book.mjs").ManageContactRequest} request
   * @returns {Promise<import("../contacts/contact-book.mjs").Contact>}
   */
  apply(listId, request) {
    return this.queue.run(async () => {
      const { book, contact } = manageContact(this.book, listId, request, new Date().toISOString());
      await this.write(book);
      return contact;
    });
  }

  /**
   * Forgets every contact and list (ContactIDs keep counting up).
   * @returns {Promise<number>} how many list entries there were
   */
  clear() {
    return this.queue.run(async () => {
      const count = listEntries(this.book).length;
      await this.write(emptyBook(this.book.nextContactId));
      return count;
    });
  }

  /** @returns {Promise<void>} once the writes queued so far are on disk */
  flush() {
    return this.queue.idle();
  }

  /** @param {import("../contacts/contact-book.mjs").ContactBook} book */
  async write(book) {
    await writeFileAtomic(this.file, `${JSON.stringify(book, null, 2)}\n`);
    this.book = book;
  }
}
