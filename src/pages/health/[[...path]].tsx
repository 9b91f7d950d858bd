import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { CategorizedListing } from "@/components/sections/CategorizedListing";
import { DocumentCard } from "@/components/sections/DocumentCard";
import { HealthArticle } from "@/components/sections/health/HealthArticle";
import { formatLongDate } from "@/lib/format";
import type { SitePageProps } from "@/lib/pageProps";
import { listedSectionPage, type ListedSectionData } from "@/lib/sections/listedSection";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = listedSectionPage("health");
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/nuestros-consejos-de-salud[/categoria/:uid][/pagina/:n]` and `/nuestros-consejos-de-salud/:uid`. */
export default function HealthPage({ data }: SitePageProps & { data: ListedSectionData<"health"> }) {
  const { t } = useTranslation("common");
  if (data.kind === "detail") return <HealthArticle article={data.document} />;
  return (
    <CategorizedListing
      section="health"
      data={data}
      renderCard={(article, categoryName) => (
        <DocumentCard
          href={article.url ?? "#"}
          title={prismic.asText(article.data.title) || article.uid}
          summary={article.data.summary}
          image={article.data.image}
          eyebrow={[categoryName, formatLongDate(article.data.publication_date, t)].filter(Boolean).join(" · ")}
        />
      )}
    />
  );
}
