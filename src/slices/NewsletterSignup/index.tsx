import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import type { SliceContext } from "@/slices/context";
import { RichTextBlock } from "@/components/common/RichTextBlock";

/** Props for `NewsletterSignup`. */
type NewsletterSignupProps = SliceComponentProps<Content.NewsletterSignupSlice, SliceContext>;

/**
 * A band inviting visitors to subscribe: title, text, the newsletter form and the privacy note.
 * The form itself comes from the page through `context.renderNewsletterForm`; without it the slot
 * stays empty (no stand-in form).
 */
const NewsletterSignup = ({ slice, context }: NewsletterSignupProps) => {
  const { primary } = slice;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
    >
      <div className="grid gap-6 rounded-3xl bg-aqua px-6 py-10 text-ink sm:px-12 md:grid-cols-2 md:items-center md:gap-10">
        <div className="space-y-3">
          {prismic.isFilled.richText(primary.title) ? (
            <h2 className="text-3xl font-bold text-blue">{prismic.asText(primary.title)}</h2>
          ) : null}
          <RichTextBlock field={primary.text} className="space-y-2 text-lg" />
        </div>
        <div className="space-y-4">
          <div data-form-slot="newsletter">
            {context?.renderNewsletterForm?.({ buttonLabel: primary.button_label || null, sliceId: slice.id })}
          </div>
          <RichTextBlock field={primary.privacy_note} className="space-y-2 text-sm text-ink/85" />
        </div>
      </div>
    </section>
  );
};

export default NewsletterSignup;
