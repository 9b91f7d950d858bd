// @ts-check
import { isPlainObject } from "../../../lib/plain-object.mjs";

/**
 * The contacts of the account and their membership of each contact list, as Mailjet models them:
 * a contact (one per address, with one ContactID, a Name and Properties) belongs to lists with a
 * status. Pure functions over a plain, JSON-serialisable state.
 *
 * @typedef {"addforce" | "addnoforce" | "remove" | "unsub"} ContactAction
 * @typedef {"subscribed" | "unsubscribed" | "removed"} ListStatus
 * @typedef {string | number | boolean | null} PropertyValue
 * @typedef {{ ContactID: number, Email: string, Name: string, Properties: Record<string, PropertyValue>, CreatedAt: string, UpdatedAt: string }} Contact
 * @typedef {{ Status: ListStatus, LastAction: ContactAction, AddedAt: string, UpdatedAt: string }} Membership
 * @typedef {{ version: 1, nextContactId: number, contacts: Record<string, Contact>, lists: Record<string, Record<string, Membership>> }} ContactBook
 *   `contacts` and each list are keyed by the lower-cased address.
 * @typedef {{ Email: string, Name?: string, Action: ContactAction, Properties?: Record<string, PropertyValue> }} ManageContactRequest
 * @typedef {{
 *   ListID: number, ContactID: number, Email: string, Name: string, Properties: Record<string, PropertyValue>,
 *   Status: ListStatus, LastAction: ContactAction, AddedAt: string, UpdatedAt: string,
 * }} ListEntry
 */

export const CONTACT_ACTIONS = /** @type {const} */ (["addforce", "addnoforce", "remove", "unsub"]);

/**
 * @param {number} [nextContactId]
 * @returns {ContactBook}
 */
export function emptyBook(nextContactId = 1) {
  return { version: 1, nextContactId, contacts: {}, lists: {} };
}

/**
 * Applies one `managecontact` call to a copy of the book:
 * - every action creates the contact if needed (new ContactID) and updates its Name (when given)
 *   and Properties (merged; a null value deletes the property);
 * - `addforce` subscribes; `addnoforce` subscribes a new or removed member but leaves an
 *   unsubscribed one unsubscribed; `unsub` marks the member unsubscribed (adding it if needed);
 *   `remove` marks a member removed (nothing for a non-member).
 * @param {ContactBook} book
 * @param {number} listId
 * @param {ManageContactRequest} request
 * @param {string} now ISO time
 * @returns {{ book: ContactBook, contact: Contact }}
 */
export function manageContact(book, listId, request, now) {
  const next = structuredClone(book);
  const key = request.Email.toLowerCase();
  let contact = next.contacts[key];
  if (!contact) {
    contact = {
      ContactID: next.nextContactId,
      Email: request.Email,
      Name: "",
      Properties: {},
      CreatedAt: now,
      UpdatedAt: now,
    };
    next.nextContactId += 1;
    next.contacts[key] = contact;
  }
  if (typeof request.Name === "string") contact.Name = request.Name;
  for (const [name, value] of Object.entries(request.Properties ?? {})) {
    if (value === null) delete contact.Properties[name];
    else contact.Properties[name] = value;
  }
  contact.UpdatedAt = now;

  const list = (next.lists[String(listId)] ??= {});
  const member = list[key];
  const status = nextStatus(member?.Status ?? null, request.Action);
  if (status !== null) {
    list[key] = { Status: status, LastAction: request.Action, AddedAt: member?.AddedAt ?? now, UpdatedAt: now };
  }
  if (Object.keys(list).length === 0) delete next.lists[String(listId)];
  return { book: next, contact: structuredClone(contact) };
}

/**
 * @param {ListStatus | null} current null = not on the list
 * @param {ContactAction} action
 * @returns {ListStatus | null} null = still not on the list
 */
function nextStatus(current, action) {
  switch (action) {
    case "addforce":
      return "subscribed";
    case "addnoforce":
      return current === "unsubscribed" ? "unsubscribed" : "subscribed";
    case "unsub":
      return "unsubscribed";
    case "remove":
      return current === null ? null : "removed";
  }
}

/**
 * Every list membership with its contact, by list then address.
 * @param {ContactBook} book
 * @returns {ListEntry[]}
 */
export function listEntries(book) {
  /** @type {ListEntry[]} */
  const entries = [];
  for (const listId of Object.keys(book.lists).sort((a, b) => Number(a) - Number(b))) {
    for (const [key, member] of Object.entries(book.lists[listId]).sort(([a], [b]) => a.localeCompare(b))) {
      const contact = book.contacts[key];
      entries.push({
        ListID: Number(listId),
        ContactID: contact.ContactID,
        Email: contact.Email,
        Name: contact.Name,
        Properties: structuredClone(contact.Properties),
        ...member,
      });
    }
  }
  return entries;
}

/**
 * Checks a book read from disk.
 * @param {unknown} raw
 * @returns {ContactBook}
 * @throws {Error} when it is not a contact book
 */
export function parseBook(raw) {
  const valid =
    isPlainObject(raw) &&
    raw.version === 1 &&
    Number.isInteger(raw.nextContactId) &&
    isPlainObject(raw.contacts) &&
    isPlainObject(raw.lists) &&
    Object.values(raw.lists).every(
      (list) => isPlainObject(list) && Object.keys(list).every((key) => isPlainObject(raw.contacts[key])),
    );
  if (!valid) throw new Error("not a contact book (version 1)");
  return /** @type {ContactBook} */ (raw);
}
