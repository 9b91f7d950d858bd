import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { contactFormSchema, REQUESTER_TYPES } from "@/forms/schemas";
import { ATTACHMENT_RULE, shownExtensions } from "@/forms/files";
import { pushToDataLayer } from "@/forms/postForm";
import { ConsentCheckbox } from "./ConsentCheckbox";
import { FileListField } from "./FileListField";
import { FieldFrame, FormNotice, Select, TextArea, TextInput, UploadProgress, describedBy } from "./fields";
import { errorText } from "./useServerErrors";
import { useFormSubmission } from "./useFormSubmission";
import { Honeypot } from "./Honeypot";
import { HONEYPOT_FIELD } from "@/forms/honeypot";

type Input = z.input<typeof contactFormSchema>;
type Output = z.output<typeof contactFormSchema>;

const TEXT_FIELDS = ["given_name", "family_name", "email", "phone_number", "zipcode", "message", "requester_type", "attachments"] as const;

/** The contact form (spec §5): shared schema, accessible fields, upload progress, success and failure states. */
export default function ContactRequestForm({ gdprConsentLabel }: { gdprConsentLabel: prismic.RichTextField | string }) {
  const { t } = useTranslation("forms");
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [accepted, setAccepted] = useState<{ name: string; email: string } | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(contactFormSchema),
    mode: "onTouched",
    defaultValues: { given_name: "", family_name: "", email: "", phone_number: "", zipcode: "", message: "", requester_type: "" as Input["requester_type"], attachments: [], gdpr_consent: false as unknown as true },
  });
  const { register, handleSubmit, formState, setError, setValue, reset } = form;
  const { send, progress, sending, failure } = useFormSubmission("/api/contact", TEXT_FIELDS, setError);
  const errors = formState.errors;
  const fieldId = (name: string) => `${id}-${name}`;
  const err = (name: keyof Input) => {
    const error = errors[name] as { message?: string } | (({ message?: string } | undefined)[] & { message?: string }) | undefined;
    const message = error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
    return errorText(message, t);
  };
  const types = shownExtensions(ATTACHMENT_RULE.extensions).join(", ");

  const onSubmit = async (values: Output) => {
    const body = new FormData();
    for (const name of TEXT_FIELDS) if (name !== "attachments") body.append(name, String(values[name] ?? ""));
    body.append(HONEYPOT_FIELD, (document.getElementById(`${id}-hp`) as HTMLInputElement | null)?.value ?? "");
    for (const file of files) body.append("attachments", file, file.name);
    if (!(await send(body))) return;
    pushToDataLayer({ event: "contact_request_sent", requester_type: values.requester_type });
    setAccepted({ name: values.given_name, email: values.email });
    reset();
    setFiles([]);
  };

  if (accepted) {
    return (
      <FormNotice kind="success" title={t("contact.successTitle")}>
        <p>{t("contact.successText", { name: accepted.name, email: accepted.email })}</p>
        <button type="button" className="mt-2 rounded-full border-2 border-blue px-5 py-2 font-semibold text-blue" onClick={() => setAccepted(null)}>
          {t("contact.another")}
        </button>
      </FormNotice>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={sending} className="space-y-6" data-testid="contact-form">
      {failure ? (
        <FormNotice kind="error" title={t("contact.failureTitle")}>
          <p>{failure}</p>
        </FormNotice>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <FieldFrame id={fieldId("given_name")} label={t("fields.given_name")} required error={err("given_name")}>
          <TextInput id={fieldId("given_name")} autoComplete="given-name" invalid={Boolean(errors.given_name)} describedById={describedBy(fieldId("given_name"), false, Boolean(errors.given_name))} {...register("given_name")} />
        </FieldFrame>
        <FieldFrame id={fieldId("family_name")} label={t("fields.family_name")} required error={err("family_name")}>
          <TextInput id={fieldId("family_name")} autoComplete="family-name" invalid={Boolean(errors.family_name)} describedById={describedBy(fieldId("family_name"), false, Boolean(errors.family_name))} {...register("family_name")} />
        </FieldFrame>
        <FieldFrame id={fieldId("email")} label={t("fields.email")} required hint={t("hints.email")} error={err("email")}>
          <TextInput id={fieldId("email")} type="email" autoComplete="email" invalid={Boolean(errors.email)} describedById={describedBy(fieldId("email"), true, Boolean(errors.email))} {...register("email")} />
        </FieldFrame>
        <FieldFrame id={fieldId("phone_number")} label={t("fields.phone_number")} hint={t("hints.phone_number")} error={err("phone_number")}>
          <TextInput id={fieldId("phone_number")} type="tel" autoComplete="tel" invalid={Boolean(errors.phone_number)} describedById={describedBy(fieldId("phone_number"), true, Boolean(errors.phone_number))} {...register("phone_number")} />
        </FieldFrame>
        <FieldFrame id={fieldId("zipcode")} label={t("fields.zipcode")} hint={t("hints.zipcode")} error={err("zipcode")}>
          <TextInput id={fieldId("zipcode")} inputMode="numeric" autoComplete="postal-code" invalid={Boolean(errors.zipcode)} describedById={describedBy(fieldId("zipcode"), true, Boolean(errors.zipcode))} {...register("zipcode")} />
        </FieldFrame>
        <FieldFrame id={fieldId("requester_type")} label={t("fields.requester_type")} required error={err("requester_type")}>
          <Select id={fieldId("requester_type")} invalid={Boolean(errors.requester_type)} describedById={describedBy(fieldId("requester_type"), false, Boolean(errors.requester_type))} {...register("requester_type")}>
            <option value="">{t("requesterTypes.placeholder")}</option>
            {REQUESTER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`requesterTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FieldFrame>
      </div>
      <FieldFrame id={fieldId("message")} label={t("fields.message")} required error={err("message")}>
        <TextArea id={fieldId("message")} invalid={Boolean(errors.message)} describedById={describedBy(fieldId("message"), false, Boolean(errors.message))} {...register("message")} />
      </FieldFrame>
      <FileListField
        name="attachments"
        label={t("fields.attachments")}
        hint={t("hints.attachments", { types })}
        accept={ATTACHMENT_RULE.extensions.map((ext) => `.${ext}`).join(",")}
        multiple
        files={files}
        error={err("attachments")}
        onChange={(next) => {
          setFiles(next);
          setValue("attachments", next, { shouldValidate: true });
        }}
      />
      <Honeypot id={`${id}-hp`} />
      <ConsentCheckbox id={fieldId("gdpr_consent")} label={gdprConsentLabel} error={err("gdpr_consent")} {...register("gdpr_consent")} />
      {progress !== null ? <UploadProgress fraction={progress} label={t("contact.progress")} /> : null}
      <button type="submit" disabled={sending} className="min-h-12 rounded-full bg-blue px-8 font-semibold text-white hover:bg-ds-turquoise disabled:opacity-60">
        {sending ? t("contact.sending") : t("contact.submit")}
      </button>
    </form>
  );
}
