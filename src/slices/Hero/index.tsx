import * as prismic from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import { PrismicNextImage } from "@prismicio/next";
import type { Content } from "@prismicio/client";
import { SiteLink } from "@/components/common/SiteLink";
import { backgroundClass, headingClass } from "@/lib/colors";
import { BUTTON } from "@/styles/tokens";
import { RichTextBlock } from "@/components/common/RichTextBlock";
import { MAIN_IMAGE } from "@/components/mainImage";

/** Props for `Hero`. */
type HeroProps = SliceComponentProps<Content.HeroSlice>;

/** Page header band: eyebrow, headline, text, button and a large image (the page's LCP image, loaded eagerly). */
const Hero = ({ slice, index }: HeroProps) => {
  const { primary } = slice;
  const Heading = index === 0 ? "h1" : "h2";
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={backgroundClass(primary.background_color)}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:py-20">
        <div className="space-y-5">
          {primary.eyebrow ? <p className="text-sm font-bold uppercase tracking-widest">{primary.eyebrow}</p> : null}
          {prismic.isFilled.richText(primary.title) ? (
            <Heading className={`text-4xl font-bold leading-tight sm:text-5xl ${headingClass(primary.heading_color)}`}>
              {prismic.asText(primary.title)}
            </Heading>
          ) : null}
          <RichTextBlock field={primary.text} className="space-y-3 text-lg" />
          {primary.button_label && prismic.isFilled.link(primary.button_link) ? (
            <SiteLink field={primary.button_link} className={`inline-block ${BUTTON.primary}`}>
              {primary.button_label}
            </SiteLink>
          ) : null}
        </div>
        {prismic.isFilled.image(primary.image) ? (
          <PrismicNextImage
            field={primary.image}
            className="h-auto w-full rounded-3xl object-cover shadow-lg"
            sizes="(min-width: 768px) 50vw, 100vw"
            {...(index === 0 ? MAIN_IMAGE : {})}
            fallbackAlt=""
          />
        ) : null}
      </div>
    </section>
  );
};

export default Hero;
