import * as z from "zod/mini";
import { CV_RULE } from "@/lib/forms/files";
import { consent, email, fileFactsSchema, MESSAGE_MAX, name, phone, requiredText } from "@/forms/fieldRules";

/** A job application, spontaneous or to an offer (R5: CV pdf, doc, docx, cfb, odt). */
export const jobApplicationSchema = z.object({
  given_name: name,
  family_name: name,
  email,
  phone_number: phone,
  message: requiredText(MESSAGE_MAX),
  cv: fileFactsSchema(CV_RULE),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** The job application form in the browser: plus the consent box. */
export const jobApplicationFormSchema = z.extend(jobApplicationSchema, { gdpr_consent: consent });
