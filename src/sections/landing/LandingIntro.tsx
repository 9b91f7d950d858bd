import { PrismicRichText, type JSXMapSerializer } from "@prismicio/react";
import type * as prismic from "@prismicio/client";
import { richTextComponents } from "@/components/common/richTextComponents";

/** The intro takes the header band's type (PageHeader): paragraphs unstyled, links as everywhere. */
const INTRO_COMPONENTS: JSXMapSerializer = {
  ...richTextComponents,
  paragraph: ({ children }) => <p>{children}</p>,
};

/** A section landing's intro (rich text from its `section_landing` document), for PageHeader's `intro`. */
export function LandingIntro({ field }: { field: prismic.RichTextField }) {
  return <PrismicRichText field={field} components={INTRO_COMPONENTS} />;
}
