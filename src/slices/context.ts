import type { ReactNode } from "react";
import type * as prismic from "@prismicio/client";

/** What `NewsletterSignup` hands to the page's newsletter form. */
type NewsletterFormSlotProps = {
  /** The editor's button text (`null` when left empty: the form uses its own default). */
  buttonLabel: string | null;
  /** The slice's id: the form's element ids are made from it (one page may show several forms). */
  sliceId: string;
};

/** What `ContactForm` hands to the page's contact form. */
type ContactFormSlotProps = {
  /** The label of the GDPR consent checkbox, as the editor wrote it (may be empty). */
  gdprConsentLabel: prismic.RichTextField;
  /** The slice's id: the form's element ids are made from it. */
  sliceId: string;
};

/**
 * Data every slice receives through `<SliceZone context={…} />`. The form slices only reserve a slot
 * (`data-form-slot`); the page supplies the real forms here, so slices stay free of form logic and
 * the slice simulator renders them without one.
 */
export type SliceContext = {
  renderNewsletterForm?: (props: NewsletterFormSlotProps) => ReactNode;
  renderContactForm?: (props: ContactFormSlotProps) => ReactNode;
};
