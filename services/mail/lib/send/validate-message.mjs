// @ts-check
import { checkAttachments } from "./validate-attachments.mjs";
import { MAX_ITEMS, MAX_RECIPIENTS } from "./limits.mjs";
import { MessageErrors } from "./message-errors.mjs";
import { isValidEmail } from "../util/email-address.mjs";
import { isPlainObject } from "../../../lib/plain-object.mjs";

const STRING_PROPERTIES = [
  "Subject",
  "TextPart",
  "HTMLPart",
  "CustomID",
  "EventPayload",
  "URLTags",
  "CustomCampaign",
  "MonitoringCategory",
];
const BOOLEAN_PROPERTIES = ["TemplateLanguage", "TemplateErrorDeliver", "DeduplicateCampaign"];
const ADDRESS_PROPERTIES = ["Sender", "ReplyTo", "TemplateErrorReporting"];
const TRACKING_VALUES = ["account_default", "disabled", "enabled"];
/** Headers that have a message property instead (send-0011). */
const FORBIDDEN_HEADERS = new Set(
  [
    "From",
    "Sender",
    "Subject",
    "To",
    "Cc",
    "Bcc",
    "Reply-To",
    "Return-Path",
    "Content-Type",
    "Content-Transfer-Encoding",
    "X-MJ-TemplateID",
    "X-MJ-TemplateLanguage",
    "X-MJ-TemplateErrorReporting",
    "X-MJ-TemplateErrorDeliver",
    "X-MJ-Vars",
    "X-MJ-CustomID",
    "X-MJ-EventPayload",
    "X-MJ-MonitoringCategory",
    "X-Mailjet-Campaign",
    "X-Mailjet-DeduplicateCampaign",
    "X-Mailjet-TrackOpen",
    "X-Mailjet-TrackClick",
    "X-Mailjet-Prio",
  ].map((name) => name.toLowerCase()),
);

/**
 * @typedef {{ senders: string[] | null, templates: Record<string, string[]> }} SendPolicy
 * `senders`: authorised From addresses (`ana@x.org`) and domains (`@x.org`); null = any.
 * `templates`: TemplateID → the Variables it takes; a send of a listed template whose Variables
 * keys differ is refused (`sink-0001`, the sink's own check). Unlisted ids pass.
 */

/**
 * Validates one message of a Send API v3.1 call (Globals already applied) like Mailjet does,
 * returning every error found (an empty list when it can be sent).
 * @param {unknown} message
 * @param {SendPolicy} policy
 * @returns {import("./message-errors.mjs").MessageError[]}
 */
export function validateMessage(message, policy) {
  const errors = new MessageErrors();
  if (!isPlainObject(message)) {
    errors.typeMismatch("Messages", "object");
    return errors.list;
  }

  if (message.From === undefined || message.From === null) errors.missing("From");
  else if (
    checkAddress(errors, message.From, "From") &&
    policy.senders &&
    !isAuthorisedSender(message.From.Email, policy.senders)
  ) {
    errors.add(
      "send-0008",
      `"${message.From.Email}" is not an authorized sender email address for your account.`,
      ["From"],
      403,
    );
  }

  let recipients = 0;
  if (message.To === undefined || message.To === null) errors.missing("To");
  else if (!Array.isArray(message.To)) errors.typeMismatch("To", "array of emails");
  else if (message.To.length === 0) errors.add("mj-0007", "Array must contain at least one element.", ["To"]);
  else recipients += checkRecipients(errors, message.To, "To");
  for (const key of ["Cc", "Bcc"]) {
    const list = message[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) errors.typeMismatch(key, "array of emails");
    else recipients += checkRecipients(errors, list, key);
  }
  if (recipients > MAX_RECIPIENTS) {
    errors.add(
      "send-0015",
      `Too many recipients: To, Cc and Bcc together may not exceed ${MAX_RECIPIENTS} (got ${recipients}).`,
      ["To", "Cc", "Bcc"],
    );
  }
  for (const key of ADDRESS_PROPERTIES)
    if (message[key] !== undefined && message[key] !== null) checkAddress(errors, message[key], key);

  for (const key of STRING_PROPERTIES)
    if (isSet(message[key]) && typeof message[key] !== "string") errors.typeMismatch(key, "string");
  for (const key of BOOLEAN_PROPERTIES)
    if (isSet(message[key]) && typeof message[key] !== "boolean") errors.typeMismatch(key, "boolean");
  if (isSet(message.TemplateID) && !isPositiveInteger(message.TemplateID)) errors.typeMismatch("TemplateID", "integer");
  checkVariables(errors, message.Variables);
  checkTemplateVariables(errors, message, policy.templates);
  checkHeaders(errors, message.Headers);
  for (const key of ["TrackOpens", "TrackClicks"]) {
    if (isSet(message[key]) && !TRACKING_VALUES.includes(/** @type {string} */ (message[key]))) {
      errors.add(
        "mj-0005",
        `Value ${JSON.stringify(message[key])} is not allowed. Allowed values: ${TRACKING_VALUES.join(", ")}.`,
        [key],
      );
    }
  }
  const priority = message.Priority;
  if (isSet(priority)) {
    if (typeof priority !== "number" || !Number.isInteger(priority)) errors.typeMismatch("Priority", "integer");
    else if (priority < 0 || priority > 4)
      errors.add("mj-0005", "Value is not allowed. Allowed values: 0 to 4.", ["Priority"]);
  }
  checkAttachments(errors, message);

  const hasContent = nonEmptyString(message.TextPart) || nonEmptyString(message.HTMLPart) || isSet(message.TemplateID);
  if (!hasContent) {
    errors.add("send-0003", 'At least "HTMLPart", "TextPart" or "TemplateID" must be provided.', [
      "HTMLPart",
      "TextPart",
      "TemplateID",
    ]);
  }
  if (message.DeduplicateCampaign === true && !nonEmptyString(message.CustomCampaign)) {
    errors.add("send-0012", "DeduplicateCampaign is true but no CustomCampaign is given.", [
      "CustomCampaign",
      "DeduplicateCampaign",
    ]);
  }
  if (
    (isSet(message.TemplateErrorReporting) || isSet(message.TemplateErrorDeliver)) &&
    !isSet(message.TemplateLanguage)
  ) {
    errors.add("send-0016", "TemplateLanguage is required with TemplateErrorReporting or TemplateErrorDeliver.", [
      "TemplateLanguage",
    ]);
  }
  return errors.list;
}

/**
 * Checks `{Email, Name?}`; returns whether it is valid.
 * @param {MessageErrors} errors
 * @param {unknown} value
 * @param {string} path
 * @returns {value is { Email: string, Name?: string }}
 */
function checkAddress(errors, value, path) {
  if (!isPlainObject(value)) {
    errors.typeMismatch(path, "object");
    return false;
  }
  const before = errors.size;
  const email = value.Email;
  if (email === undefined || email === null) errors.missing(`${path}.Email`);
  else if (typeof email !== "string") errors.typeMismatch(`${path}.Email`, "string");
  else if (email === "") errors.emptyString(`${path}.Email`);
  else if (!isValidEmail(email)) errors.add("mj-0013", `"${email}" is an invalid email address.`, [`${path}.Email`]);
  if (isSet(value.Name) && typeof value.Name !== "string") errors.typeMismatch(`${path}.Name`, "string");
  return errors.size === before;
}

/**
 * @param {MessageErrors} errors
 * @param {unknown[]} list
 * @param {string} key
 * @returns {number} how many recipients
 */
function checkRecipients(errors, list, key) {
  list.forEach((recipient, index) => checkAddress(errors, recipient, `${key}[${index}]`));
  return list.length;
}

/**
 * @param {MessageErrors} errors
 * @param {unknown} variables
 */
function checkVariables(errors, variables) {
  if (!isSet(variables)) return;
  if (!isPlainObject(variables)) errors.typeMismatch("Variables", "object");
  else if (Object.keys(variables).length > MAX_ITEMS)
    errors.add("mj-0008", `Too many elements. Max Allowed item limit is ${MAX_ITEMS}.`, ["Variables"]);
}

/**
 * The Variables' keys against the declaration of the message's template, when it has one.
 * @param {MessageErrors} errors
 * @param {Record<string, unknown>} message
 * @param {Record<string, string[]>} templates
 */
function checkTemplateVariables(errors, message, templates) {
  const declared = isPositiveInteger(message.TemplateID) ? templates[String(message.TemplateID)] : undefined;
  if (!declared || (isSet(message.Variables) && !isPlainObject(message.Variables))) return;
  const sent = Object.keys(message.Variables ?? {});
  const missing = declared.filter((name) => !sent.includes(name));
  const unknown = sent.filter((name) => !declared.includes(name));
  if (missing.length === 0 && unknown.length === 0) return;
  const parts = [
    missing.length ? `missing ${missing.join(", ")}` : "",
    unknown.length ? `not declared ${unknown.join(", ")}` : "",
  ].filter(Boolean);
  errors.add(
    "sink-0001",
    `Variables differ from template ${message.TemplateID}'s declaration (src/config/mailTemplates.json): ${parts.join("; ")}.`,
    ["Variables"],
  );
}

/**
 * @param {MessageErrors} errors
 * @param {unknown} headers
 */
function checkHeaders(errors, headers) {
  if (!isSet(headers)) return;
  if (!isPlainObject(headers)) {
    errors.typeMismatch("Headers", "object");
    return;
  }
  if (Object.keys(headers).length > MAX_ITEMS)
    errors.add("mj-0008", `Too many elements. Max Allowed item limit is ${MAX_ITEMS}.`, ["Headers"]);
  for (const [name, value] of Object.entries(headers)) {
    if (FORBIDDEN_HEADERS.has(name.toLowerCase())) {
      errors.add("send-0011", `The header "${name}" cannot be set in Headers: use the message property instead.`, [
        `Headers["${name}"]`,
      ]);
    } else if (typeof value !== "string") {
      errors.typeMismatch(`Headers["${name}"]`, "string");
    }
  }
}

/**
 * @param {string} email
 * @param {string[]} senders
 */
function isAuthorisedSender(email, senders) {
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf("@"));
  return senders.some((allowed) => allowed === address || allowed === domain);
}

/**
 * @param {unknown} value
 * @returns {value is number}
 */
function isPositiveInteger(value) {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/** @param {unknown} value */
function isSet(value) {
  return value !== undefined && value !== null;
}

/** @param {unknown} value */
function nonEmptyString(value) {
  return typeof value === "string" && value !== "";
}
