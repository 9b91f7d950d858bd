import { contactFormSchema } from "@/forms/schemas";
import { pushToDataLayer } from "@/forms/postForm";
import { enhanceUploadForm } from "./uploadForm";
import { checkWithSchema } from "./validation";

/** The contact form's fields as the form names them, in the schema's terms. */
const FIELDS = ["given_name", "family_name", "email", "phone_number", "zipcode", "requester_type", "message", "attachments", "gdpr_consent"] as const;

/**
 * The contact form (spec §5; markup src/components/forms/ContactRequestForm.tsx): the shared
 * contactFormSchema with the attachments' names and sizes, posted to /api/contact with the files;
 * once accepted, `contact_request_sent` with the requester type goes to the data layer and the
 * success notice thanks the requester by name. Loaded only on pages that show the form.
 */
export function enhanceContactForm(root: HTMLElement): void {
  enhanceUploadForm(root, {
    endpoint: "/api/contact",
    fields: FIELDS,
    fileField: "attachments",
    sent: ["given_name", "family_name", "email", "phone_number", "zipcode", "message", "requester_type"],
    validate: (values, files) => checkWithSchema(contactFormSchema, { ...values, attachments: files }),
    accepted: (data) => {
      pushToDataLayer({ event: "contact_request_sent", requester_type: data.requester_type });
      return { name: data.given_name, email: data.email };
    },
  });
}
