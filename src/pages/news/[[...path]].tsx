import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { CategorizedListing } from "@/components/sections/CategorizedListing";
import { DocumentCard } from "@/components/sections/DocumentCard";
import { NewsArticle } from "@/components/sections/news/NewsArticle";
import { formatLongDate } from "@/lib/format";
import type { SitePageProps } from "@/lib/pageProps";
import { listedSectionPage, type ListedSectionData } from "@/lib/sections/listedSection";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = listedSectionPage("news");
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/noticias[/pagina/:n]` (newest first) and `/noticias/:uid`. */
export default function NewsPage({ data }: SitePageProps & { data: ListedSectionData<"news"> }) {
  const { t } = useTranslation("common");
  if (data.kind === "detail") return <NewsArticle article={data.document} />;
  return (
    <CategorizedListing
      section="news"
      data={data}
      renderCard={(article) => (
        <DocumentCard
          href={article.url ?? "#"}
          title={prismic.asText(article.data.title) || article.uid}
          summary={article.data.summary}
          image={article.data.image}
          eyebrow={formatLongDate(article.data.publication_date, t)}
        />
      )}
    />
  );
}
