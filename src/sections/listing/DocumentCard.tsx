import * as prismic from "@prismicio/client";
import { PrismicNextImage } from "@prismicio/next";
import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import { formatLongDate } from "@/lib/format";

type DocumentCardProps = {
  href: string;
  title: string;
  summary?: string | null;
  image?: prismic.ImageField | null;
  /** A short line above the title: category, date, type of result. */
  eyebrow?: string | null;
  headingLevel?: "h2" | "h3";
  /** Contain the image (product packshots) instead of covering the frame. */
  imageFit?: "cover" | "contain";
};

/** A linked card used by every listing: image, eyebrow, title, summary. The whole card is one link. */
export function DocumentCard({
  href,
  title,
  summary,
  image,
  eyebrow,
  headingLevel = "h2",
  imageFit = "cover",
}: DocumentCardProps) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-grey-1 bg-white shadow-sm transition hover:shadow-md">
      {image && prismic.isFilled.image(image) ? (
        <PrismicNextImage
          field={image}
          fallbackAlt=""
          className={`aspect-[4/3] h-auto w-full ${imageFit === "contain" ? "bg-grey-0 object-contain p-4" : "object-cover"}`}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {eyebrow ? <p className="text-xs font-bold uppercase tracking-wider text-ds-turquoise">{eyebrow}</p> : null}
        <Heading className="text-lg font-bold leading-snug text-blue">
          <SiteLink
            href={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {title}
          </SiteLink>
        </Heading>
        {summary ? <p className="text-ink/80">{summary}</p> : null}
      </div>
    </article>
  );
}

/** An article or a news item as listings show it: its date (after its category, when given) above the title. */
export function ArticleCard({
  article,
  category,
  headingLevel,
}: {
  article: prismic.PrismicDocument<{
    title: prismic.RichTextField;
    summary: prismic.KeyTextField;
    image: prismic.ImageField;
    publication_date: prismic.DateField;
  }>;
  category?: string | null;
  headingLevel?: "h2" | "h3";
}) {
  const { i18n } = useTranslation("common");
  const { data } = article;
  return (
    <DocumentCard
      href={article.url ?? "#"}
      title={prismic.asText(data.title) || article.uid || ""}
      summary={data.summary}
      image={data.image}
      eyebrow={[category, formatLongDate(data.publication_date, i18n.language)].filter(Boolean).join(" · ")}
      headingLevel={headingLevel}
    />
  );
}
