import { jobApplicationFormSchema } from "@/forms/schemas";
import { enhanceUploadForm } from "./uploadForm";
import { checkWithSchema } from "./validation";

/** The job application's fields as the form names them, in the schema's terms. */
const FIELDS = ["given_name", "family_name", "email", "phone_number", "message", "cv", "gdpr_consent"] as const;

/**
 * A job application (markup src/components/forms/JobApplicationForm.tsx): the shared
 * jobApplicationFormSchema with the CV's name and size, posted to /api/job-application with the CV
 * and the offer of the root's `data-offer` (none for a spontaneous application). Loaded only on
 * pages that show the form.
 */
export function enhanceJobApplicationForm(root: HTMLElement): void {
  const offer = root.dataset.offer;
  enhanceUploadForm(root, {
    endpoint: "/api/job-application",
    fields: FIELDS,
    fileField: "cv",
    sent: ["given_name", "family_name", "email", "phone_number", "message"],
    validate: (values, files) => checkWithSchema(jobApplicationFormSchema, { ...values, cv: files[0] }),
    extra: offer ? { offer } : {},
    accepted: (data) => ({ name: data.given_name }),
  });
}
