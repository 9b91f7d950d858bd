import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import type { NewsArticleDocument } from "../../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import { formatLongDate } from "@/lib/format";
import { useSite } from "@/lib/siteContext";
import { ArticleView } from "@/components/sections/ArticleView";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { DocumentSeo } from "@/components/seo/DocumentSeo";
import { articleJsonLd, breadcrumbJsonLd } from "@/components/seo/jsonLd";

/** One news item, with NewsArticle structured data. */
export function NewsArticle({ article }: { article: NewsArticleDocument }) {
  const { t } = useTranslation("sections");
  const { t: tc } = useTranslation("common");
  const { locale, siteUrl } = useSite();
  const { data } = article;
  const title = prismic.asText(data.title) || article.uid;
  const base = sectionPaths(locale).news;
  const path = article.url ?? `${base}/${article.uid}`;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("news.title"), href: base },
    { label: title, href: path },
  ];
  const imageUrl = prismic.isFilled.image(data.image) ? prismic.asImageSrc(data.image, { w: 1200 }) : undefined;
  return (
    <>
      <DocumentSeo
        doc={article}
        title={title}
        path={path}
        type="article"
        jsonLd={[
          articleJsonLd({ type: "NewsArticle", article, headline: title, imageUrl, path, siteUrl }),
          breadcrumbJsonLd(crumbs, siteUrl),
        ]}
      />
      <Breadcrumbs items={crumbs} />
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
