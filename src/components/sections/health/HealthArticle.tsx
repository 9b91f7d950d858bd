import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import type { HealthArticleDocument } from "../../../../prismicio-types";
import { useSite } from "@/lib/siteContext";
import { linkedData } from "@/lib/sections/listing";
import { ArticleView } from "@/components/sections/ArticleView";
import { Byline } from "@/components/sections/Byline";
import { RelatedContent } from "@/components/sections/RelatedContent";
import { DocumentPageHead } from "@/components/sections/DocumentPageHead";
import { articleJsonLd } from "@/components/seo/jsonLd";

type Author = { name?: string | null; role?: string | null; avatar?: prismic.ImageField };

/** A health article: title, author and date, main image, slices and related content. */
export function HealthArticle({ article }: { article: HealthArticleDocument }) {
  const { t } = useTranslation("sections");
  const { siteUrl } = useSite();
  const { data } = article;
  const title = prismic.asText(data.title) || article.uid;
  const author = linkedData<Author>(data.author);
  const category = linkedData<{ name?: string | null }>(data.category);
  const imageUrl = prismic.isFilled.image(data.image) ? prismic.asImageSrc(data.image, { w: 1200 }) : undefined;
  return (
    <>
      <DocumentPageHead
        doc={article}
        section="health"
        title={title}
        category={category}
        type="article"
        jsonLd={(path) => [articleJsonLd({ type: "Article", article, headline: title, imageUrl, path, siteUrl, author })]}
      />
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
