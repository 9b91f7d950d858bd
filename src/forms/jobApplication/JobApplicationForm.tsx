import { useTranslation } from "next-i18next/pages";
import type { FormInitialState } from "@/lib/forms/initialState";
import { defineIsland } from "@/islands/defineIsland";
import JobApplication, { JOB_APPLICATION_TEXT_KEYS } from "./JobApplicationForm.island";
import { consentLabelHtml } from "@/forms/fields/consentLabel";
import { serverFormTexts } from "@/forms/fields/serverTexts";

/** The job application island: its code runs when the visitor is about to use it (src/enhance/islands.ts). */
const JobApplicationIsland = defineIsland("job-application-form", JobApplication);

type JobApplicationFormProps = {
  /** The offer applied to (its uid), or null for a spontaneous application. */
  offerUid: string | null;
  /** Prefix of the form's element ids (unique on the page). */
  id?: string;
  /** What a refused native submission left (the result page). */
  initial?: FormInitialState;
};

/** A job application on a page: its texts translated here, on the server, for the island. */
export default function JobApplicationForm({ offerUid, id = "candidatura", initial }: JobApplicationFormProps) {
  const { t } = useTranslation("forms");
  const { t: tc } = useTranslation("common");
  return (
    <JobApplicationIsland
      id={id}
      texts={serverFormTexts(t, JOB_APPLICATION_TEXT_KEYS)}
      offerUid={offerUid}
      consentLabelHtml={consentLabelHtml(t("application.consent"), tc("a11y.opensInNewTab"))}
      initial={initial}
    />
  );
}
