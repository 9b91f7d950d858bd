import type { ContactTextField } from "./contactSchema";

/**
 * A contact request the schema accepts, a value for every text field: what the tests and
 * `npm run smoke:live` send, each with its own overrides. A field added to the schema does not
 * compile until it has its example here, so no copy of a valid request is left without it.
 */
export const CONTACT_REQUEST_EXAMPLE = {
  given_name: "Ana",
  family_name: "López Ruiz",
  email: "ana.lopez@example.org",
  phone_number: "+34 600 000 000",
  zipcode: "31001",
  requester_type: "farmaceutico",
  message: "¿El árnica 9 CH es compatible con otros tratamientos?\nGracias.",
} as const satisfies Record<ContactTextField, string>;
