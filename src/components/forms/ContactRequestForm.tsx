import { useId } from "react";
import type * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { REQUESTER_TYPES } from "@/forms/requesterTypes";
import { ATTACHMENT_RULE, shownExtensions } from "@/forms/files";
import { ConsentCheckbox } from "./ConsentCheckbox";
import { FileListField } from "./FileListField";
import { FieldFrame, FormNotice, Select, TextArea, TextInput, UploadProgress } from "./fields";
import { uploadFormMessages } from "./formMessages";
import { Honeypot } from "./Honeypot";

/**
 * The contact form (spec §5), rendered on the server with its hidden error slots, failure and
 * success notices and progress bar. Its behaviour (the shared schema, upload progress, the answer)
 * is src/enhance/forms/contactForm.ts, so the page loads no framework.
 */
export default function ContactRequestForm({ gdprConsentLabel }: { gdprConsentLabel: prismic.RichTextField | string }) {
  const { t } = useTranslation("forms");
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const types = shownExtensions(ATTACHMENT_RULE.extensions).join(", ");
  const messages = uploadFormMessages(t, "contact.successText", ["name", "email"]);

  return (
    <div data-enhance="contact-form" data-messages={JSON.stringify(messages)}>
      <form noValidate aria-busy="false" className="space-y-6" data-testid="contact-form">
        <FormNotice kind="error" title={t("contact.failureTitle")} />
        <div className="grid gap-6 sm:grid-cols-2">
          <FieldFrame id={fieldId("given_name")} label={t("fields.given_name")} required>
            <TextInput id={fieldId("given_name")} name="given_name" autoComplete="given-name" />
          </FieldFrame>
          <FieldFrame id={fieldId("family_name")} label={t("fields.family_name")} required>
            <TextInput id={fieldId("family_name")} name="family_name" autoComplete="family-name" />
          </FieldFrame>
          <FieldFrame id={fieldId("email")} label={t("fields.email")} required hint={t("hints.email")}>
            <TextInput id={fieldId("email")} name="email" type="email" autoComplete="email" hasHint />
          </FieldFrame>
          <FieldFrame id={fieldId("phone_number")} label={t("fields.phone_number")} hint={t("hints.phone_number")}>
            <TextInput id={fieldId("phone_number")} name="phone_number" type="tel" autoComplete="tel" hasHint />
          </FieldFrame>
          <FieldFrame id={fieldId("zipcode")} label={t("fields.zipcode")} hint={t("hints.zipcode")}>
            <TextInput id={fieldId("zipcode")} name="zipcode" inputMode="numeric" autoComplete="postal-code" hasHint />
          </FieldFrame>
          <FieldFrame id={fieldId("requester_type")} label={t("fields.requester_type")} required>
            <Select id={fieldId("requester_type")} name="requester_type" defaultValue="">
              <option value="">{t("requesterTypes.placeholder")}</option>
              {REQUESTER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`requesterTypes.${type}`)}
                </option>
              ))}
            </Select>
          </FieldFrame>
        </div>
        <FieldFrame id={fieldId("message")} label={t("fields.message")} required>
          <TextArea id={fieldId("message")} name="message" />
        </FieldFrame>
        <FileListField
          name="attachments"
          label={t("fields.attachments")}
          hint={t("hints.attachments", { types })}
          accept={ATTACHMENT_RULE.extensions.map((ext) => `.${ext}`).join(",")}
          multiple
        />
        <Honeypot id={`${id}-hp`} />
        <ConsentCheckbox id={fieldId("gdpr_consent")} name="gdpr_consent" label={gdprConsentLabel} />
        <UploadProgress label={t("contact.progress")} />
        {/* Disabled until the site's script holds submits: a native submit would put the visitor's data in the URL. */}
        <button type="submit" disabled className="min-h-12 rounded-full bg-blue px-8 font-semibold text-white hover:bg-ds-turquoise disabled:opacity-60">
          {t("contact.submit")}
        </button>
      </form>
      <FormNotice kind="success" title={t("contact.successTitle")}>
        <button type="button" data-form-another="" className="mt-2 rounded-full border-2 border-blue px-5 py-2 font-semibold text-blue">
          {t("contact.another")}
        </button>
      </FormNotice>
    </div>
  );
}
