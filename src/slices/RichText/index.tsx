import * as prismic from "@prismicio/client";
import { PrismicRichText, type SliceComponentProps } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import { richTextComponents } from "@/components/common/richTextComponents";

/** Props for `RichText`. */
type RichTextProps = SliceComponentProps<Content.RichTextSlice>;

/** A block of editorial text at reading width. */
const RichText = ({ slice }: RichTextProps) => {
  if (!prismic.isFilled.richText(slice.primary.content)) return null;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className="mx-auto max-w-3xl space-y-4 px-4 py-8 text-lg sm:px-6"
    >
      <PrismicRichText field={slice.primary.content} components={richTextComponents} />
    </section>
  );
};

export default RichText;
