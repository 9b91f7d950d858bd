import type { ReactNode } from "react";
import * as prismic from "@prismicio/client";
import { PrismicNextImage } from "@prismicio/next";
import { SliceZone } from "@prismicio/react";
import { components } from "@/slices";
import { sliceForms } from "@/forms/sliceForms";
import { MAIN_IMAGE } from "@/components/mainImage";

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
      <header className="mx-auto max-w-3xl space-y-5 px-4 pt-8 sm:px-6">
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-ds-turquoise">{eyebrow}</p> : null}
        <h1 className="text-4xl font-bold leading-tight text-blue sm:text-5xl">{title}</h1>
        {summary ? <p className="text-xl text-ink/85">{summary}</p> : null}
        {byline}
      </header>
      {prismic.isFilled.image(image) ? (
        <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6">
          <PrismicNextImage
            field={image}
            fallbackAlt=""
            {...MAIN_IMAGE}
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="h-auto w-full rounded-3xl object-cover"
          />
        </div>
      ) : null}
      <SliceZone slices={slices} components={components} context={sliceForms} />
    </article>
  );
}
