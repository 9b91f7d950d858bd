import * as prismic from "@prismicio/client";
import { PrismicRichText, type SliceComponentProps } from "@prismicio/react";
import { PrismicNextImage } from "@prismicio/next";
import type { Content } from "@prismicio/client";
import { richTextComponents } from "@/components/common/richTextComponents";
import { BACKGROUND_CLASSES, headingClass } from "@/lib/colors";
import { RichTextBlock } from "@/components/common/RichTextBlock";
import { GRID } from "@/styles/tokens";

/** Props for `Quote`. */
type QuoteProps = SliceComponentProps<Content.QuoteSlice>;

/** Backgrounds of the `highlight` box (all light). Pink is an editor's choice inside the box, so it is not limited to pediatrics here. */
const HIGHLIGHT_BACKGROUNDS = ["aqua", "grey-0", "pink-0"] as const;
type HighlightBackground = (typeof HIGHLIGHT_BACKGROUNDS)[number];

function highlightBackground(color: string | null | undefined): HighlightBackground {
  return HIGHLIGHT_BACKGROUNDS.find((option) => option === color) ?? "aqua";
}

/** The pull quote (`default`): the words, who said them and an optional portrait. */
function PullQuote({ primary }: { primary: Content.QuoteSliceDefault["primary"] }) {
  return (
    <blockquote className="border-l-4 border-ds-turquoise pl-6 sm:pl-10">
      <span aria-hidden="true" className="block h-8 font-serif text-6xl leading-none text-ds-turquoise">
        “
      </span>
      <div className="space-y-3 text-xl font-semibold text-blue sm:text-2xl">
        <PrismicRichText field={primary.quote} components={richTextComponents} />
      </div>
      {primary.author || primary.role ? (
        <footer className="mt-6 flex items-center gap-4">
          {prismic.isFilled.image(primary.portrait) ? (
            // The portrait sits next to the name it shows: decorative.
            <PrismicNextImage
              field={primary.portrait}
              alt=""
              className="h-16 w-16 shrink-0 rounded-full object-cover"
              sizes="64px"
            />
          ) : null}
          <p className="text-base text-ink">
            {primary.author ? <cite className="block font-bold not-italic">{primary.author}</cite> : null}
            {primary.role ? <span className="block text-ink/80">{primary.role}</span> : null}
          </p>
        </footer>
      ) : null}
    </blockquote>
  );
}

/** The callout (`highlight`): a rounded box with a title and text on a light background. */
function Highlight({ primary }: { primary: Content.QuoteSliceHighlight["primary"] }) {
  // Every box background is light: a white title would be unreadable (contrast 1.2:1), blue takes its place.
  const headingColor = primary.heading_color === "white" ? "blue" : primary.heading_color;
  return (
    <div
      className={`space-y-3 rounded-3xl px-6 py-8 sm:px-10 ${BACKGROUND_CLASSES[highlightBackground(primary.background_color)]}`}
    >
      {primary.title ? <h2 className={`text-2xl font-bold ${headingClass(headingColor)}`}>{primary.title}</h2> : null}
      <RichTextBlock field={primary.text} className="space-y-3 text-lg" />
    </div>
  );
}

/** A pull quote with its author (`default`) or a highlighted callout box (`highlight`). Renders nothing without text. */
const Quote = ({ slice }: QuoteProps) => {
  let content;
  if (slice.variation === "highlight") {
    if (!slice.primary.title && !prismic.isFilled.richText(slice.primary.text)) return null;
    content = <Highlight primary={slice.primary} />;
  } else {
    if (!prismic.isFilled.richText(slice.primary.quote)) return null;
    content = <PullQuote primary={slice.primary} />;
  }
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={`${GRID.column} py-10`}
    >
      <div className={GRID.measure}>{content}</div>
    </section>
  );
};

export default Quote;
