import type * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import type { FormInitialState } from "@/lib/forms/initialState";
import { defineIsland } from "@/islands/defineIsland";
import ContactForm, { CONTACT_TEXT_KEYS } from "./ContactForm.island";
import { consentLabelHtml } from "@/forms/fields/consentLabel";
import { serverFormTexts } from "@/forms/fields/serverTexts";

/** The contact form island: its code runs when the visitor is about to use it (src/enhance/islands.ts). */
const ContactFormIsland = defineIsland("contact-form", ContactForm);

type ContactRequestFormProps = {
  /** The consent box's label: the editor's rich text (contact slice) or a plain text. */
  gdprConsentLabel: prismic.RichTextField | string;
  /** Prefix of the form's element ids (unique on the page). */
  id?: string;
  /** What a refused native submission left (the result page). */
  initial?: FormInitialState;
};

/** The contact form on a page (R5): its texts translated here, on the server, for the island. */
export default function ContactRequestForm({ gdprConsentLabel, id = "contacto", initial }: ContactRequestFormProps) {
  const { t } = useTranslation("forms");
  const { t: tc } = useTranslation("common");
  return (
    <ContactFormIsland
      id={id}
      texts={serverFormTexts(t, CONTACT_TEXT_KEYS)}
      consentLabelHtml={consentLabelHtml(gdprConsentLabel, tc("a11y.opensInNewTab"))}
      initial={initial}
    />
  );
}
