import { UPLOAD_FORM_TEXT_KEYS } from "../shared/texts";

/** The `forms` texts the job application's island shows. */
export const JOB_APPLICATION_TEXT_KEYS = [
  ...UPLOAD_FORM_TEXT_KEYS,
  "fields.cv",
  "hints.cv",
  "application.submit",
  "application.successTitle",
  "application.successText",
  "application.consent",
] as const;
