import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import { PrismicNextImage } from "@prismicio/next";
import type { Content } from "@prismicio/client";
import { SiteLink } from "@/components/common/SiteLink";
import { RichTextBlock } from "@/components/common/RichTextBlock";

/** Props for `ImageWithText`. */
type ImageWithTextProps = SliceComponentProps<Content.ImageWithTextSlice>;

/** An image beside a block of text; the `imageRight` variation swaps the sides on wide screens. */
const ImageWithText = ({ slice }: ImageWithTextProps) => {
  const { primary } = slice;
  const imageRight = slice.variation === "imageRight";
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
    >
      <div className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
        {prismic.isFilled.image(primary.image) ? (
          <PrismicNextImage
            field={primary.image}
            className={`h-auto w-full rounded-3xl object-cover ${imageRight ? "md:order-2" : ""}`}
            sizes="(min-width: 768px) 50vw, 100vw"
            fallbackAlt=""
          />
        ) : null}
        <div className="space-y-4">
          {prismic.isFilled.richText(primary.title) ? (
            <h2 className="text-3xl font-bold text-blue">{prismic.asText(primary.title)}</h2>
          ) : null}
          <RichTextBlock field={primary.text} className="space-y-3 text-lg text-ink/85" />
          {primary.button_label && prismic.isFilled.link(primary.button_link) ? (
            <SiteLink
              field={primary.button_link}
              className="inline-block rounded-full border-2 border-blue px-6 py-2.5 font-semibold text-blue hover:bg-blue hover:text-white"
            >
              {primary.button_label}
            </SiteLink>
          ) : null}
        </div>
      </div>
    </section>
  );
};

export default ImageWithText;
