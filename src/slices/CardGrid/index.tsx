import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import { PrismicNextImage } from "@prismicio/next";
import type { Content } from "@prismicio/client";
import { SiteLink } from "@/components/common/SiteLink";
import { headingClass } from "@/lib/colors";
import { RichTextBlock } from "@/components/common/RichTextBlock";

/** Props for `CardGrid`. */
type CardGridProps = SliceComponentProps<Content.CardGridSlice>;

/** A section title and a grid of cards, each linking to related content. */
const CardGrid = ({ slice }: CardGridProps) => {
  const { primary } = slice;
  const cards = primary.cards.filter((card) => card.title);
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
    >
      {prismic.isFilled.richText(primary.title) ? (
        <h2 className={`text-3xl font-bold ${headingClass(primary.heading_color)}`}>{prismic.asText(primary.title)}</h2>
      ) : null}
      <RichTextBlock field={primary.intro} className="mt-3 max-w-3xl space-y-3 text-lg text-ink/80" />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li
            key={`${card.title}-${index}`}
            className="flex flex-col overflow-hidden rounded-2xl border border-grey-1 bg-white shadow-sm"
          >
            {prismic.isFilled.image(card.image) ? (
              <PrismicNextImage
                field={card.image}
                className="aspect-[4/3] h-auto w-full object-cover"
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                fallbackAlt=""
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-3 p-6">
              <h3 className="text-xl font-bold text-blue">{card.title}</h3>
              <RichTextBlock field={card.text} className="space-y-2 text-ink/80" />
              {prismic.isFilled.link(card.link) ? (
                <SiteLink
                  field={card.link}
                  className="mt-auto inline-flex items-center gap-1 font-semibold text-ds-turquoise underline-offset-4 hover:underline"
                >
                  {card.link_label || card.title}
                  {card.link_label ? <span className="sr-only">: {card.title}</span> : null}
                  <span aria-hidden="true">→</span>
                </SiteLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

export default CardGrid;
