import dynamic from "next/dynamic";
import type { SliceContext } from "@/slices";

/** The forms load as their own chunks, only on pages whose slices show them. */
const ContactRequestForm = dynamic(() => import("./ContactRequestForm"));
const NewsletterForm = dynamic(() => import("./NewsletterForm"));

/** SliceZone context that mounts the real forms in the contact and newsletter slices' slots. */
export const sliceForms: SliceContext = {
  renderContactForm: ({ gdprConsentLabel }) => <ContactRequestForm gdprConsentLabel={gdprConsentLabel} />,
  renderNewsletterForm: ({ buttonLabel }) => <NewsletterForm buttonLabel={buttonLabel} />,
};
