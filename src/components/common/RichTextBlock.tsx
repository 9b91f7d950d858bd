import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { richTextComponents } from "./richTextComponents";

/** An editor's rich text in a block with the site's text components, or nothing when the field is empty. */
export function RichTextBlock({
  field,
  className,
}: {
  field: prismic.RichTextField | null | undefined;
  className: string;
}) {
  if (!prismic.isFilled.richText(field)) return null;
  return (
    <div className={className}>
      <PrismicRichText field={field} components={richTextComponents} />
    </div>
  );
}
