import type { SliceContext } from "@/slices/context";
import ContactRequestForm from "@/forms/contact/ContactRequestForm";
import NewsletterForm from "@/forms/newsletter/NewsletterForm";

/** SliceZone context that mounts the real forms (islands) in the contact and newsletter slices' slots. */
export const sliceForms: SliceContext = {
  renderContactForm: ({ gdprConsentLabel, sliceId }) => (
    <ContactRequestForm gdprConsentLabel={gdprConsentLabel} id={`contacto-${sliceId}`} />
  ),
  renderNewsletterForm: ({ buttonLabel, sliceId }) => (
    <NewsletterForm buttonLabel={buttonLabel} id={`boletin-${sliceId}`} />
  ),
};
