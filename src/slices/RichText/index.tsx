import * as prismic from "@prismicio/client";
import { PrismicRichText, type SliceComponentProps } from "@prismicio/react";
import type { Content } from "@prismicio/client";
import { richTextComponents } from "@/components/common/richTextComponents";
import { GRID } from "@/styles/tokens";

/** Props for `RichText`. */
type RichTextProps = SliceComponentProps<Content.RichTextSlice>;

/** A block of editorial text at reading width. */
const RichText = ({ slice }: RichTextProps) => {
  if (!prismic.isFilled.richText(slice.primary.content)) return null;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${GRID.column} py-8`}
    >
      <div className={`${GRID.measure} space-y-4 text-lg`}>
        <PrismicRichText field={slice.primary.content} components={richTextComponents} />
      </div>
    </section>
  );
};

export default RichText;
