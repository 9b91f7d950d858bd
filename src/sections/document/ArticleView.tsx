import type { ReactNode } from "react";
import * as prismic from "@prismicio/client";
import { PrismicNextImage } from "@prismicio/next";
import { SliceZone } from "@prismicio/react";
import { components } from "@/slices";
import { sliceForms } from "@/forms/sliceForms";
import { MAIN_IMAGE } from "@/components/mainImage";
import { GRID } from "@/styles/tokens";

type ArticleViewProps = {
  eyebrow?: string | null;
  title: string;
  summary?: string | null;
  byline: ReactNode;
  image: prismic.ImageField;
  slices: prismic.SliceZone;
};

/** The body of an editorial page (health article, news item): header, main image, slices. */
export function ArticleView({ eyebrow, title, summary, byline, image, slices }: ArticleViewProps) {
  return (
    <article>
      <header className={`${GRID.column} pt-8`}>
        <div className={`${GRID.measure} space-y-5`}>
          {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-ds-turquoise">{eyebrow}</p> : null}
          <h1 className="text-4xl font-bold leading-tight text-blue sm:text-5xl">{title}</h1>
          {summary ? <p className="text-xl text-ink/85">{summary}</p> : null}
          {byline}
        </div>
      </header>
      {prismic.isFilled.image(image) ? (
        <div className={`${GRID.column} mt-8`}>
          <div className="max-w-5xl">
            <PrismicNextImage
              field={image}
              fallbackAlt=""
              {...MAIN_IMAGE}
              sizes="(min-width: 1024px) 1024px, 100vw"
              className="h-auto w-full rounded-3xl object-cover"
            />
          </div>
        </div>
      ) : null}
      <SliceZone slices={slices} components={components} context={sliceForms} />
    </article>
  );
}
