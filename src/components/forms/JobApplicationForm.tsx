import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useTranslation } from "next-i18next/pages";
import { jobApplicationFormSchema } from "@/forms/schemas";
import { CV_RULE, shownExtensions } from "@/forms/files";
import { HONEYPOT_FIELD } from "@/forms/honeypot";
import { ConsentCheckbox } from "./ConsentCheckbox";
import { FileListField } from "./FileListField";
import { FieldFrame, FormNotice, TextArea, TextInput, UploadProgress, describedBy } from "./fields";
import { Honeypot } from "./Honeypot";
import { errorText } from "./useServerErrors";
import { useFormSubmission } from "./useFormSubmission";

type Input = z.input<typeof jobApplicationFormSchema>;
type Output = z.output<typeof jobApplicationFormSchema>;
const FIELDS = ["given_name", "family_name", "email", "phone_number", "message", "cv"] as const;

/** A job application (spontaneous when `offerUid` is null): names, contact, message, CV, consent. */
export default function JobApplicationForm({ offerUid }: { offerUid: string | null }) {
  const { t } = useTranslation("forms");
  const id = useId();
  const [cv, setCv] = useState<File[]>([]);
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue } = useForm<Input, unknown, Output>({
    resolver: zodResolver(jobApplicationFormSchema),
    mode: "onTouched",
    defaultValues: { given_name: "", family_name: "", email: "", phone_number: "", message: "", cv: undefined, gdpr_consent: false as unknown as true },
  });
  const { send, progress, sending, failure } = useFormSubmission("/api/job-application", FIELDS, setError);
  const errors = formState.errors;
  const fieldId = (name: string) => `${id}-${name}`;
  const err = (name: keyof Input) => errorText((errors[name] as { message?: string } | undefined)?.message, t);

  const onSubmit = async (values: Output) => {
    const body = new FormData();
    for (const name of FIELDS) if (name !== "cv") body.append(name, String(values[name] ?? ""));
    if (offerUid) body.append("offer", offerUid);
    body.append(HONEYPOT_FIELD, (document.getElementById(`${id}-hp`) as HTMLInputElement | null)?.value ?? "");
    body.append("cv", cv[0], cv[0].name);
    if (await send(body)) setAcceptedFor(values.given_name);
  };

  if (acceptedFor !== null) {
    return (
      <FormNotice kind="success" title={t("application.successTitle")}>
        <p>{t("application.successText", { name: acceptedFor })}</p>
      </FormNotice>
    );
  }
  const text = (name: "given_name" | "family_name" | "email" | "phone_number", props: { type?: string; autoComplete: string; required?: boolean; hint?: string }) => (
    <FieldFrame id={fieldId(name)} label={t(`fields.${name}`)} required={props.required} hint={props.hint} error={err(name)}>
      <TextInput id={fieldId(name)} type={props.type ?? "text"} autoComplete={props.autoComplete} invalid={Boolean(errors[name])} describedById={describedBy(fieldId(name), Boolean(props.hint), Boolean(errors[name]))} {...register(name)} />
    </FieldFrame>
  );
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={sending} className="space-y-6" data-testid="job-application-form">
      {failure ? (
        <FormNotice kind="error" title={t("contact.failureTitle")}>
          <p>{failure}</p>
        </FormNotice>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        {text("given_name", { autoComplete: "given-name", required: true })}
        {text("family_name", { autoComplete: "family-name", required: true })}
        {text("email", { type: "email", autoComplete: "email", required: true, hint: t("hints.email") })}
        {text("phone_number", { type: "tel", autoComplete: "tel", hint: t("hints.phone_number") })}
      </div>
      <FieldFrame id={fieldId("message")} label={t("fields.message")} required error={err("message")}>
        <TextArea id={fieldId("message")} invalid={Boolean(errors.message)} describedById={describedBy(fieldId("message"), false, Boolean(errors.message))} {...register("message")} />
      </FieldFrame>
      <FileListField
        name="cv"
        label={t("fields.cv")}
        hint={t("hints.cv", { types: shownExtensions(CV_RULE.extensions).join(", ") })}
        accept={CV_RULE.extensions.map((ext) => `.${ext}`).join(",")}
        multiple={false}
        required
        files={cv}
        error={err("cv")}
        onChange={(next) => {
          setCv(next);
          setValue("cv", next[0] as unknown as Input["cv"], { shouldValidate: true });
        }}
      />
      <Honeypot id={`${id}-hp`} />
      <ConsentCheckbox id={fieldId("gdpr_consent")} label={t("application.consent")} error={err("gdpr_consent")} {...register("gdpr_consent")} />
      {progress !== null ? <UploadProgress fraction={progress} label={t("contact.progress")} /> : null}
      <button type="submit" disabled={sending} className="min-h-12 rounded-full bg-blue px-8 font-semibold text-white hover:bg-ds-turquoise disabled:opacity-60">
        {sending ? t("contact.sending") : t("application.submit")}
      </button>
    </form>
  );
}
