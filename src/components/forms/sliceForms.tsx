import type { SliceContext } from "@/slices";
import ContactRequestForm from "./ContactRequestForm";
import NewsletterForm from "./NewsletterForm";

/** SliceZone context that mounts the real forms in the contact and newsletter slices' slots (server-rendered; behaviour in src/enhance). */
export const sliceForms: SliceContext = {
  renderContactForm: ({ gdprConsentLabel }) => <ContactRequestForm gdprConsentLabel={gdprConsentLabel} />,
  renderNewsletterForm: ({ buttonLabel }) => <NewsletterForm buttonLabel={buttonLabel} />,
};
