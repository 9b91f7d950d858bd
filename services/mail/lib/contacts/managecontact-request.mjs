// @ts-check
import { CONTACT_ACTIONS } from "./contact-book.mjs";
import { restError } from "../http/mailjet-errors.mjs";
import { isValidEmail } from "../util/email-address.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

const FIELDS = new Set(["Email", "Name", "Action", "Properties"]);

/**
 * The list id of `/v3/REST/contactslist/{id}/managecontact`: a positive integer.
 * @param {string} raw
 * @returns {number}
 * @throws {import("../http/mailjet-errors.mjs").MailjetApiError} 400
 */
export function parseListId(raw) {
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id))
    throw restError(400, `Invalid contactslist ID "${raw}": a positive integer is expected`);
  return id;
}

/**
 * Validates a `managecontact` body `{ Email, Name?, Action, Properties? }` like Mailjet's v3 REST
 * API: a missing or invalid Email or Action is a plain 400; a wrong Name/Properties, an unknown
 * field or a property not defined for the account is 400 "Object properties invalid" with the
 * details in ErrorInfo.
 * @param {Buffer} body
 * @param {{ contactProperties: readonly string[] }} account
 * @returns {import("./contact-book.mjs").ManageContactRequest}
 * @throws {import("../http/mailjet-errors.mjs").MailjetApiError}
 */
export function parseManageContactRequest(body, { contactProperties }) {
  let payload;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    throw restError(400, "Malformed JSON in the request body");
  }
  if (!isPlainObject(payload)) throw restError(400, "The request body must be a JSON object");

  /** @type {Record<string, string>} */
  const invalid = {};
  for (const key of Object.keys(payload)) if (!FIELDS.has(key)) invalid[key] = "Unknown property";

  const { Email: email, Name: name, Action: action, Properties: properties } = payload;
  if (email === undefined || email === null || email === "") throw restError(400, 'Missing mandatory property "Email"');
  if (typeof email !== "string" || !isValidEmail(email))
    throw restError(400, `"${String(email)}" is not a valid email address`);
  if (action === undefined || action === null || action === "") {
    throw restError(400, `Missing mandatory property "Action" (${CONTACT_ACTIONS.join(", ")})`);
  }
  if (!CONTACT_ACTIONS.includes(action)) {
    throw restError(400, `Invalid Action ${JSON.stringify(action)}: expected ${CONTACT_ACTIONS.join(", ")}`);
  }

  if (name !== undefined && name !== null && typeof name !== "string") invalid.Name = "Expected a string";
  /** @type {Record<string, import("./contact-book.mjs").PropertyValue>} */
  const values = {};
  if (properties !== undefined && properties !== null) {
    if (!isPlainObject(properties)) {
      invalid.Properties = "Expected an object";
    } else {
      for (const [property, value] of Object.entries(properties)) {
        if (!contactProperties.includes(property)) {
          invalid[`Properties.${property}`] =
            `Unknown contact property (defined: ${contactProperties.join(", ") || "none"})`;
        } else if (value !== null && !["string", "number", "boolean"].includes(typeof value)) {
          invalid[`Properties.${property}`] = "Expected a string, number, boolean or null";
        } else {
          values[property] = value;
        }
      }
    }
  }
  if (Object.keys(invalid).length > 0) throw restError(400, "Object properties invalid", invalid);

  return {
    Email: email,
    Action: action,
    ...(typeof name === "string" ? { Name: name } : {}),
    ...(isPlainObject(properties) ? { Properties: values } : {}),
  };
}
