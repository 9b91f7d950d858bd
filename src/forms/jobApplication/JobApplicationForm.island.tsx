import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { jobApplicationFormSchema } from "./jobApplicationSchema";
import { CV_RULE, shownExtensions } from "@/lib/forms/files";
import type { FormInitialState } from "@/lib/forms/initialState";
import { ConsentCheckbox } from "@/forms/fields/ConsentCheckbox";
import { FormNotice, SubmitButton, UploadProgress } from "@/forms/fields/fields";
import { FileListField } from "@/forms/fields/FileListField";
import { Honeypot } from "@/forms/fields/Honeypot";
import {
  COMMON_TEXT_KEYS,
  FILE_MESSAGES,
  fieldTextKeys,
  formText,
  PERSON_FIELD_MESSAGES,
  UPLOAD_FORM_TEXT_KEYS,
  type FormsKey,
  type FormTexts,
} from "@/forms/fields/formTexts";
import { useCheckFieldsLeftBeforeWake, useFocusFirstError } from "@/forms/fields/formEffects";
import { IslandForm, uploadFormProps } from "@/forms/fields/IslandForm";
import { fieldHelpers } from "@/forms/fields/fieldHelpers";
import { useFormSubmission } from "@/forms/fields/useFormSubmission";

type Input = z.input<typeof jobApplicationFormSchema>;
type Output = z.output<typeof jobApplicationFormSchema>;

/** The fields in the order they are shown, the schema's (the first with an error gets focus). */
const FIELDS = Object.keys(jobApplicationFormSchema.shape) as (keyof Input)[];

/** What each field may show besides its label and hint: keyed by the schema's fields, so a new field does not compile without its entry. */
const FIELD_MESSAGES = { ...PERSON_FIELD_MESSAGES, cv: FILE_MESSAGES } as const satisfies Record<
  keyof Input,
  readonly FormsKey[]
>;

/** The `forms` texts the job application's island shows (translated on the server: JobApplicationForm). */
export const JOB_APPLICATION_TEXT_KEYS = [
  ...COMMON_TEXT_KEYS,
  ...UPLOAD_FORM_TEXT_KEYS,
  ...fieldTextKeys(FIELD_MESSAGES),
  "application.submit",
  "application.successTitle",
  "application.successText",
  "application.consent",
] satisfies readonly string[];

export type JobApplicationFormProps = {
  /** Prefix of the form's element ids (unique on the page). */
  id: string;
  texts: FormTexts;
  /** The offer applied to (its uid), or null for a spontaneous application. */
  offerUid: string | null;
  /** The consent box's label, as HTML made on the server (../fields/consentLabel.ts). */
  consentLabelHtml: string;
  /** What a refused native submission left: values, field messages, the failure. */
  initial?: FormInitialState;
};

/**
 * A job application (spontaneous, or to the offer `offerUid`) as an island: names, contact,
 * message, one CV, consent; react-hook-form with the shared schema, upload progress, the server's
 * field messages on their fields, success only once the server accepted. Without JavaScript it
 * posts natively (multipart) to the same API route, the offer in a hidden field.
 */
export default function JobApplicationForm({
  id,
  texts,
  offerUid,
  consentLabelHtml,
  initial,
}: JobApplicationFormProps) {
  const text = (key: string, values?: Record<string, string>) => formText(texts, key, values);
  const [cv, setCv] = useState<File[]>([]);
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<Input, unknown, Output>({
    resolver: zodResolver(jobApplicationFormSchema),
    mode: "onTouched",
  });
  const { send, progress, sending, failure, serverErrors, clearServerError } = useFormSubmission(
    "/api/job-application",
    texts,
    initial,
  );
  const failureNotice = useRef<HTMLDivElement>(null);
  const successNotice = useRef<HTMLDivElement>(null);
  useFocusFirstError(id, FIELDS, serverErrors, failure, failureNotice);
  useCheckFieldsLeftBeforeWake(id, FIELDS, setValue, initial);
  useEffect(() => {
    if (acceptedFor !== null) successNotice.current?.focus();
  }, [acceptedFor]);

  const { fieldId, errorOf, field, need, personFields, messageField } = fieldHelpers({
    id,
    texts,
    register,
    errors: formState.errors,
    serverErrors,
    clearServerError,
    initial,
  });

  const onValid = async (values: Output, form: HTMLFormElement) => {
    if (!cv[0]) return;
    const body = new FormData(form);
    // Checked here, never sent (R5).
    body.delete("gdpr_consent");
    body.delete("cv");
    body.append("cv", cv[0], cv[0].name);
    if (await send(body)) setAcceptedFor(values.given_name);
  };

  if (acceptedFor !== null) {
    return (
      <FormNotice ref={successNotice} kind="success" title={text("application.successTitle")}>
        <p>{text("application.successText", { name: acceptedFor })}</p>
      </FormNotice>
    );
  }

  return (
    <IslandForm
      action="/api/job-application"
      testId="job-application-form"
      failureNotice={failureNotice}
      {...uploadFormProps({ handleSubmit, onValid, sending, failure, failureTitle: text("contact.failureTitle") })}
    >
      {offerUid ? <input type="hidden" name="offer" value={offerUid} /> : null}
      <div className="grid gap-6 sm:grid-cols-2">{personFields()}</div>
      {messageField("message")}
      <FileListField
        id={fieldId("cv")}
        name="cv"
        label={text("fields.cv")}
        need={need(true)}
        hint={text("hints.cv", { types: shownExtensions(CV_RULE.extensions).join(", ") })}
        accept={CV_RULE.extensions.map((ext) => `.${ext}`).join(",")}
        multiple={false}
        required
        files={cv}
        texts={texts}
        error={errorOf("cv")}
        onChange={(next) => {
          setCv(next);
          clearServerError("cv");
          setValue("cv", next[0] as unknown as Input["cv"], { shouldValidate: true });
        }}
      />
      <Honeypot id={fieldId("hp")} label={text("honeypot")} />
      <ConsentCheckbox
        id={fieldId("gdpr_consent")}
        labelHtml={consentLabelHtml}
        error={errorOf("gdpr_consent")}
        {...field("gdpr_consent")}
      />
      {progress !== null ? <UploadProgress fraction={progress} label={text("contact.progress")} /> : null}
      <SubmitButton sending={sending} label={text("application.submit")} sendingLabel={text("contact.sending")} />
    </IslandForm>
  );
}
