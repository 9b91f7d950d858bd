import { CategorizedListing } from "@/sections/listing/CategorizedListing";
import { ArticleCard } from "@/sections/listing/DocumentCard";
import { NewsArticle } from "@/sections/news/NewsArticle";
import type { SitePageProps } from "@/lib/pageProps";
import { listedSectionPage, type ListedSectionData } from "@/sections/listing/listedSection";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = listedSectionPage("news");
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/noticias[/pagina/:n]` (newest first) and `/noticias/:uid`. */
export default function NewsPage({ data, layout }: SitePageProps & { data: ListedSectionData<"news"> }) {
  if (data.kind === "detail") return <NewsArticle article={data.document} />;
  return (
    <CategorizedListing
      section="news"
      data={data}
      landing={layout.landing}
      renderCard={(article) => <ArticleCard article={article} />}
    />
  );
}
