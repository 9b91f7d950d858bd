import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import { SiteLink } from "@/components/common/SiteLink";
import { backgroundClass, headingClass } from "@/lib/colors";
import { RichTextBlock } from "@/components/common/RichTextBlock";

/** Props for `CallToAction`. */
type CallToActionProps = SliceComponentProps<Content.CallToActionSlice>;

/** A coloured band with a headline, a short text and one button. */
const CallToAction = ({ slice }: CallToActionProps) => {
  const { primary } = slice;
  const onDark = ["blue", "green", "ds-turquoise"].includes(primary.background_color ?? "blue");
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
    >
      <div
        className={`flex flex-col items-start gap-6 rounded-3xl px-6 py-10 sm:px-12 md:flex-row md:items-center md:justify-between ${backgroundClass(primary.background_color ?? "blue")}`}
      >
        <div className="max-w-2xl space-y-3">
          {prismic.isFilled.richText(primary.title) ? (
            <h2 className={`text-3xl font-bold ${headingClass(primary.heading_color ?? (onDark ? "white" : "blue"))}`}>
              {prismic.asText(primary.title)}
            </h2>
          ) : null}
          <RichTextBlock field={primary.text} className="space-y-2 text-lg" />
        </div>
        {primary.button_label && prismic.isFilled.link(primary.button_link) ? (
          <SiteLink
            field={primary.button_link}
            className={`shrink-0 rounded-full px-6 py-3 font-semibold ${onDark ? "bg-white text-blue hover:bg-aqua" : "bg-blue text-white hover:bg-ds-turquoise"}`}
          >
            {primary.button_label}
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
};

export default CallToAction;
