import { useId } from "react";
import { useTranslation } from "next-i18next/pages";
import { CV_RULE, shownExtensions } from "@/forms/files";
import { ConsentCheckbox } from "./ConsentCheckbox";
import { FileListField } from "./FileListField";
import { FieldFrame, FormNotice, TextArea, TextInput, UploadProgress } from "./fields";
import { uploadFormMessages } from "./formMessages";
import { Honeypot } from "./Honeypot";

type TextFieldName = "given_name" | "family_name" | "email" | "phone_number";

/**
 * A job application (spontaneous when `offerUid` is null): names, contact, message, CV, consent.
 * Rendered on the server with hidden error slots, notices and progress bar; its behaviour is
 * src/enhance/forms/jobApplicationForm.ts (`data-offer` names the offer applied to).
 */
export default function JobApplicationForm({ offerUid }: { offerUid: string | null }) {
  const { t } = useTranslation("forms");
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const messages = uploadFormMessages(t, "application.successText", ["name"]);

  const text = (name: TextFieldName, props: { type?: string; autoComplete: string; required?: boolean; hint?: string }) => (
    <FieldFrame id={fieldId(name)} label={t(`fields.${name}`)} required={props.required} hint={props.hint}>
      <TextInput id={fieldId(name)} name={name} type={props.type ?? "text"} autoComplete={props.autoComplete} hasHint={Boolean(props.hint)} />
    </FieldFrame>
  );
  return (
    <div data-enhance="job-application-form" data-messages={JSON.stringify(messages)} data-offer={offerUid ?? undefined}>
      <form noValidate aria-busy="false" className="space-y-6" data-testid="job-application-form">
        <FormNotice kind="error" title={t("contact.failureTitle")} />
        <div className="grid gap-6 sm:grid-cols-2">
          {text("given_name", { autoComplete: "given-name", required: true })}
          {text("family_name", { autoComplete: "family-name", required: true })}
          {text("email", { type: "email", autoComplete: "email", required: true, hint: t("hints.email") })}
          {text("phone_number", { type: "tel", autoComplete: "tel", hint: t("hints.phone_number") })}
        </div>
        <FieldFrame id={fieldId("message")} label={t("fields.message")} required>
          <TextArea id={fieldId("message")} name="message" />
        </FieldFrame>
        <FileListField
          name="cv"
          label={t("fields.cv")}
          hint={t("hints.cv", { types: shownExtensions(CV_RULE.extensions).join(", ") })}
          accept={CV_RULE.extensions.map((ext) => `.${ext}`).join(",")}
          multiple={false}
          required
        />
        <Honeypot id={`${id}-hp`} />
        <ConsentCheckbox id={fieldId("gdpr_consent")} name="gdpr_consent" label={t("application.consent")} />
        <UploadProgress label={t("contact.progress")} />
        {/* Disabled until the site's script holds submits: a native submit would put the visitor's data in the URL. */}
        <button type="submit" disabled className="min-h-12 rounded-full bg-blue px-8 font-semibold text-white hover:bg-ds-turquoise disabled:opacity-60">
          {t("application.submit")}
        </button>
      </form>
      <FormNotice kind="success" title={t("application.successTitle")} />
    </div>
  );
}
