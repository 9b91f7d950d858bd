// @ts-check
import { parseListId, parseManageContactRequest } from "./managecontact-request.mjs";

/**
 * @typedef {{
 *   contacts: import("../store/contact-store.mjs").ContactStore,
 *   contactProperties: readonly string[],
 * }} ContactsContext
 */

/**
 * `POST /v3/REST/contactslist/{id}/managecontact` → 201 `{ Count: 1, Data: [{ ContactID, Email,
 * Action, Name, Properties }], Total: 1 }` once the change is on disk.
 * @param {string} rawListId
 * @param {Buffer} body
 * @param {ContactsContext} context
 * @returns {Promise<import("../send/send-endpoint.mjs").EndpointResult>}
 * @throws {import("../http/mailjet-errors.mjs").MailjetApiError}
 */
export async function handleManageContact(rawListId, body, context) {
  const listId = parseListId(rawListId);
  const request = parseManageContactRequest(body, context);
  const contact = await context.contacts.apply(listId, request);
  const data = {
    ContactID: contact.ContactID,
    Email: request.Email,
    Action: request.Action,
    Name: contact.Name,
    Properties: request.Properties ?? {},
  };
  return { status: 201, body: { Count: 1, Data: [data], Total: 1 }, stored: 1 };
}
