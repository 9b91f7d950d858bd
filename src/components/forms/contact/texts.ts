import { REQUESTER_TYPES } from "@/forms/requesterTypes";
import { UPLOAD_FORM_TEXT_KEYS } from "../shared/texts";

/** The `forms` texts the contact form's island shows. */
export const CONTACT_TEXT_KEYS = [
  ...UPLOAD_FORM_TEXT_KEYS,
  "errors.zipcode",
  "errors.zipcodeTooLong",
  "errors.requesterType",
  "errors.tooManyFiles",
  "errors.attachmentsTooBig",
  "fields.zipcode",
  "fields.requester_type",
  "fields.attachments",
  "hints.zipcode",
  "hints.attachments",
  "requesterTypes.placeholder",
  ...REQUESTER_TYPES.map((type) => `requesterTypes.${type}`),
  "contact.submit",
  "contact.successTitle",
  "contact.successText",
  "contact.another",
] as const;
