import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import { formatLongDate } from "@/lib/format";
import { ArticleView } from "@/sections/document/ArticleView";
import { DocumentPageHead } from "@/sections/document/DocumentPageHead";

/** One news item, with NewsArticle structured data. */
export function NewsArticle({ article }: { article: Content.NewsArticleDocument }) {
  const { t, i18n } = useTranslation("sections");
  const { data } = article;
  const title = prismic.asText(data.title) || article.uid;
  return (
    <>
      <DocumentPageHead doc={article} section="news" title={title} type={{ article: "NewsArticle" }} />
      <ArticleView
        title={title}
        summary={data.summary}
        byline={
          data.publication_date ? (
            <p className="text-sm text-ink/75">
              <time dateTime={data.publication_date}>
                {t("news.published", { date: formatLongDate(data.publication_date, i18n.language) })}
              </time>
            </p>
          ) : null
        }
        image={data.image}
        slices={data.slices}
      />
    </>
  );
}
