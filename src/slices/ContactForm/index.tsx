import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import type { SliceContext } from "@/slices/context";
import { RichTextBlock } from "@/components/common/RichTextBlock";
import { GRID } from "@/styles/tokens";

/** Props for `ContactForm`. */
export type ContactFormProps = SliceComponentProps<Content.ContactFormSlice, SliceContext>;

/**
 * The contact section: title, intro and the contact form. The form itself comes from the page
 * through `context.renderContactForm`, which receives the editor's GDPR consent label; without it
 * the slot stays empty (no stand-in form).
 */
const ContactForm = ({ slice, context }: ContactFormProps) => {
  const { primary } = slice;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${GRID.column} py-12`}
    >
      <div className={GRID.measure}>
        {prismic.isFilled.richText(primary.title) ? (
          <h2 className="text-3xl font-bold text-blue">{prismic.asText(primary.title)}</h2>
        ) : null}
        <RichTextBlock field={primary.intro} className="mt-3 space-y-3 text-lg" />
        <div data-form-slot="contact" className="mt-8">
          {context?.renderContactForm?.({ gdprConsentLabel: primary.gdpr_consent_label, sliceId: slice.id })}
        </div>
      </div>
    </section>
  );
};

export default ContactForm;
