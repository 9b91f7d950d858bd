import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import type { NewsArticleDocument } from "../../../../prismicio-types";
import { formatLongDate } from "@/lib/format";
import { useSite } from "@/lib/siteContext";
import { ArticleView } from "@/components/sections/ArticleView";
import { DocumentPageHead } from "@/components/sections/DocumentPageHead";
import { articleJsonLd } from "@/components/seo/jsonLd";

/** One news item, with NewsArticle structured data. */
export function NewsArticle({ article }: { article: NewsArticleDocument }) {
  const { t } = useTranslation("sections");
  const { t: tc } = useTranslation("common");
  const { siteUrl } = useSite();
  const { data } = article;
  const title = prismic.asText(data.title) || article.uid;
  const imageUrl = prismic.isFilled.image(data.image) ? prismic.asImageSrc(data.image, { w: 1200 }) : undefined;
  return (
    <>
      <DocumentPageHead
        doc={article}
        section="news"
        title={title}
        type="article"
        jsonLd={(path) => [articleJsonLd({ type: "NewsArticle", article, headline: title, imageUrl, path, siteUrl })]}
      />
      <ArticleView
        title={title}
        summary={data.summary}
        byline={
          data.publication_date ? (
            <p className="text-sm text-ink/75">
              <time dateTime={data.publication_date}>{t("news.published", { date: formatLongDate(data.publication_date, tc) })}</time>
            </p>
          ) : null
        }
        image={data.image}
        slices={data.slices}
      />
    </>
  );
}
