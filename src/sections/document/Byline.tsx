import * as prismic from "@prismicio/client";
import { PrismicNextImage } from "@prismicio/next";
import { useTranslation } from "next-i18next/pages";
import { SiteLink } from "@/components/common/SiteLink";
import { formatLongDate } from "@/lib/format";

type BylineProps = {
  author?: { name?: string | null; role?: string | null; avatar?: prismic.ImageField; url: string | null } | null;
  date?: string | null;
};

/** Author (linked to their page) and publication date of an article. */
export function Byline({ author, date }: BylineProps) {
  const { t, i18n } = useTranslation("sections");
  return (
    <div className="flex items-center gap-3">
      {author?.avatar && prismic.isFilled.image(author.avatar) ? (
        <PrismicNextImage
          field={author.avatar}
          fallbackAlt=""
          width={48}
          height={48}
          className="h-12 w-12 rounded-full object-cover"
        />
      ) : null}
      <div className="text-sm">
        {author?.name ? (
          <p>
            {t("health.by")}{" "}
            {author.url ? (
              <SiteLink href={author.url} className="font-semibold text-blue underline underline-offset-2">
                {author.name}
              </SiteLink>
            ) : (
              <span className="font-semibold">{author.name}</span>
            )}
            {author.role ? <span className="text-ink/75">, {author.role}</span> : null}
          </p>
        ) : null}
        {date ? (
          <p className="text-ink/75">
            <time dateTime={date}>{t("health.published", { date: formatLongDate(date, i18n.language) })}</time>
          </p>
        ) : null}
      </div>
    </div>
  );
}
