import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { contactFormSchema } from "./contactSchema";
import { REQUESTER_TYPES } from "@/forms/requesterTypes";
import { ATTACHMENT_RULE, shownExtensions } from "@/lib/forms/files";
import type { FormInitialState } from "@/lib/forms/initialState";
import { pushToDataLayer } from "@/forms/postForm";
import { ConsentCheckbox } from "@/forms/fields/ConsentCheckbox";
import { FieldFrame, FormNotice, Select, SubmitButton, UploadProgress } from "@/forms/fields/fields";
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

type Input = z.input<typeof contactFormSchema>;
type Output = z.output<typeof contactFormSchema>;

/** The fields in the order they are shown, the schema's (the first with an error gets focus). */
const FIELDS = Object.keys(contactFormSchema.shape) as (keyof Input)[];

/** What each field may show besides its label and hint: keyed by the schema's fields, so a new field does not compile without its entry. */
const FIELD_MESSAGES = {
  ...PERSON_FIELD_MESSAGES,
  zipcode: ["errors.zipcode", "errors.zipcodeTooLong"],
  requester_type: [
    "errors.requesterType",
    "requesterTypes.placeholder",
    ...REQUESTER_TYPES.map((type) => `requesterTypes.${type}` as const),
  ],
  attachments: [...FILE_MESSAGES, "errors.tooManyFiles", "errors.attachmentsTooBig"],
} as const satisfies Record<keyof Input, readonly FormsKey[]>;

/** The `forms` texts the contact form's island shows (translated on the server: ContactRequestForm). */
export const CONTACT_TEXT_KEYS = [
  ...COMMON_TEXT_KEYS,
  ...UPLOAD_FORM_TEXT_KEYS,
  ...fieldTextKeys(FIELD_MESSAGES),
  "contact.submit",
  "contact.successTitle",
  "contact.successText",
  "contact.another",
] satisfies readonly string[];

export type ContactFormProps = {
  /** Prefix of the form's element ids (unique on the page). */
  id: string;
  texts: FormTexts;
  /** The consent box's label, as HTML made on the server (../fields/consentLabel.ts). */
  consentLabelHtml: string;
  /** What a refused native submission left: values, field messages, the failure. */
  initial?: FormInitialState;
};

/**
 * The contact form (R5) as an island: react-hook-form with the shared schema in "onTouched"
 * mode, attachments in an editable list with the total-size rule, upload progress, the server's
 * field messages on their fields, success only once the server accepted. Without JavaScript it
 * posts natively (multipart) to the same API route.
 */
export default function ContactForm({ id, texts, consentLabelHtml, initial }: ContactFormProps) {
  const text = (key: string, values?: Record<string, string>) => formText(texts, key, values);
  const [files, setFiles] = useState<File[]>([]);
  const [accepted, setAccepted] = useState<{ name: string; email: string } | null>(null);
  const { register, handleSubmit, formState, setValue, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(contactFormSchema),
    mode: "onTouched",
    // Only what has no element: the other fields start from what the page shows (typed before the island woke up included).
    defaultValues: { attachments: [] },
  });
  const { send, progress, sending, failure, serverErrors, clearServerError } = useFormSubmission(
    "/api/contact",
    texts,
    initial,
  );
  const failureNotice = useRef<HTMLDivElement>(null);
  const successNotice = useRef<HTMLDivElement>(null);
  useFocusFirstError(id, FIELDS, serverErrors, failure, failureNotice);
  useCheckFieldsLeftBeforeWake(id, FIELDS, setValue, initial);
  const cameBack = useRef(false);
  useEffect(() => {
    if (accepted) successNotice.current?.focus();
    // "Enviar otra consulta": the emptied form again, from its first field.
    else if (cameBack.current) document.getElementById(`${id}-given_name`)?.focus();
  }, [accepted, id]);

  const { fieldId, errorOf, field, need, textField, personFields, messageField } = fieldHelpers({
    id,
    texts,
    register,
    errors: formState.errors,
    serverErrors,
    clearServerError,
    initial,
  });

  const onValid = async (values: Output, form: HTMLFormElement) => {
    const body = new FormData(form);
    // Checked here, never sent (R5).
    body.delete("gdpr_consent");
    body.delete("attachments");
    for (const file of files) body.append("attachments", file, file.name);
    if (!(await send(body))) return;
    pushToDataLayer({ event: "contact_request_sent", requester_type: values.requester_type });
    setAccepted({ name: values.given_name, email: values.email });
    reset({ attachments: [] });
    setFiles([]);
  };

  if (accepted) {
    return (
      <FormNotice ref={successNotice} kind="success" title={text("contact.successTitle")}>
        <p>{text("contact.successText", accepted)}</p>
        <button
          type="button"
          className="mt-2 rounded-full border-2 border-blue px-5 py-2 font-semibold text-blue"
          onClick={() => {
            cameBack.current = true;
            setAccepted(null);
          }}
        >
          {text("contact.another")}
        </button>
      </FormNotice>
    );
  }

  const attachmentsError = errorOf("attachments");
  return (
    <IslandForm
      action="/api/contact"
      testId="contact-form"
      failureNotice={failureNotice}
      {...uploadFormProps({ handleSubmit, onValid, sending, failure, failureTitle: text("contact.failureTitle") })}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {personFields()}
        {textField("zipcode", { autoComplete: "postal-code", inputMode: "numeric", hint: text("hints.zipcode") })}
        <FieldFrame
          id={fieldId("requester_type")}
          label={text("fields.requester_type")}
          need={need(true)}
          error={errorOf("requester_type")}
        >
          <Select
            id={fieldId("requester_type")}
            required
            defaultValue={initial?.values.requester_type ?? ""}
            invalid={Boolean(errorOf("requester_type"))}
            {...field("requester_type")}
          >
            <option value="">{text("requesterTypes.placeholder")}</option>
            {REQUESTER_TYPES.map((type) => (
              <option key={type} value={type}>
                {text(`requesterTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FieldFrame>
      </div>
      {messageField("message")}
      <FileListField
        id={fieldId("attachments")}
        name="attachments"
        label={text("fields.attachments")}
        need={need(false)}
        hint={text("hints.attachments", { types: shownExtensions(ATTACHMENT_RULE.extensions).join(", ") })}
        accept={ATTACHMENT_RULE.extensions.map((ext) => `.${ext}`).join(",")}
        multiple
        files={files}
        texts={texts}
        error={attachmentsError}
        onChange={(next) => {
          setFiles(next);
          clearServerError("attachments");
          setValue("attachments", next, { shouldValidate: true });
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
      <SubmitButton sending={sending} label={text("contact.submit")} sendingLabel={text("contact.sending")} />
    </IslandForm>
  );
}
