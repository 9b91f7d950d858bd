import { useTranslation } from "next-i18next/pages";
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import { linkedData } from "@/sections/listing/listingQuery";
import { ArticleView } from "@/sections/document/ArticleView";
import { Byline } from "@/sections/document/Byline";
import { RelatedContent } from "@/sections/document/RelatedContent";
import { DocumentPageHead } from "@/sections/document/DocumentPageHead";

type Author = { name?: string | null; role?: string | null; avatar?: prismic.ImageField };

/** A health article: title, author and date, main image, slices and related content. */
export function HealthArticle({ article }: { article: Content.HealthArticleDocument }) {
  const { t } = useTranslation("sections");
  const { data } = article;
  const title = prismic.asText(data.title) || article.uid;
  const author = linkedData<Author>(data.author);
  const category = linkedData<{ name?: string | null }>(data.category);
  return (
    <>
      <DocumentPageHead
        doc={article}
        section="health"
        title={title}
        category={category}
        type={{ article: "Article", author }}
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
