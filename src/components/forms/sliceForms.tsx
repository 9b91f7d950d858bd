import dynamic from "next/dynamic";
import type { SliceContext } from "@/slices";
import NewsletterForm from "./NewsletterForm";

/** The contact form loads as its own chunk, only on pages whose slices show it. */
const ContactRequestForm = dynamic(() => import("./ContactRequestForm"));

/** SliceZone context that mounts the real forms in the contact and newsletter slices' slots. */
export const sliceForms: SliceContext = {
  renderContactForm: ({ gdprConsentLabel }) => <ContactRequestForm gdprConsentLabel={gdprConsentLabel} />,
  renderNewsletterForm: ({ buttonLabel }) => <NewsletterForm buttonLabel={buttonLabel} />,
};
