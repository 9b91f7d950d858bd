import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import type { HealthArticleDocument } from "../../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import { useSite } from "@/lib/siteContext";
import { linkedData } from "@/lib/sections/listing";
import { ArticleView } from "@/components/sections/ArticleView";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { Byline } from "@/components/sections/Byline";
import { RelatedContent } from "@/components/sections/RelatedContent";
import { DocumentSeo } from "@/components/seo/DocumentSeo";
import { articleJsonLd, breadcrumbJsonLd } from "@/components/seo/jsonLd";

type Author = { name?: string | null; role?: string | null; avatar?: prismic.ImageField };

/** A health article: title, author and date, main image, slices and related content. */
export function HealthArticle({ article }: { article: HealthArticleDocument }) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl } = useSite();
  const { data } = article;
  const title = prismic.asText(data.title) || article.uid;
  const author = linkedData<Author>(data.author);
  const category = linkedData<{ name?: string | null }>(data.category);
  const base = sectionPaths(locale).health;
  const path = article.url ?? `${base}/${article.uid}`;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("health.title"), href: base },
    ...(category?.url && category.name ? [{ label: category.name, href: category.url }] : []),
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
          articleJsonLd({ type: "Article", article, headline: title, imageUrl, path, siteUrl, author }),
          breadcrumbJsonLd(crumbs, siteUrl),
        ]}
      />
      <Breadcrumbs items={crumbs} />
      <ArticleView
        eyebrow={category?.name}
        title={title}
        summary={data.summary}
        byline={<Byline author={author} date={data.publication_date} />}
        image={data.image}
        slices={data.slices}
      />
      <RelatedContent title={t("health.related")} links={data.related.map((item) => item.document)} />
    </>
  );
}
