import { CategorizedListing } from "@/sections/listing/CategorizedListing";
import { ArticleCard } from "@/sections/listing/DocumentCard";
import { HealthArticle } from "@/sections/health/HealthArticle";
import type { SitePageProps } from "@/lib/pageProps";
import { listedSectionPage, type ListedSectionData } from "@/sections/listing/listedSection";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = listedSectionPage("health");
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/nuestros-consejos-de-salud[/categoria/:uid][/pagina/:n]` and `/nuestros-consejos-de-salud/:uid`. */
export default function HealthPage({ data, layout }: SitePageProps & { data: ListedSectionData<"health"> }) {
  if (data.kind === "detail") return <HealthArticle article={data.document} />;
  return (
    <CategorizedListing
      section="health"
      data={data}
      landing={layout.landing}
      renderCard={(article, categoryName) => <ArticleCard article={article} category={categoryName} />}
    />
  );
}
