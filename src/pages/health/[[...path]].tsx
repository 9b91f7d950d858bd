import { COMMON_NAMESPACES } from "@/i18n/namespaces";
import type { GetStaticPaths, GetStaticProps } from "next";
import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { CategorizedListing } from "@/components/sections/CategorizedListing";
import { DocumentCard } from "@/components/sections/DocumentCard";
import { HealthArticle } from "@/components/sections/health/HealthArticle";
import { formatLongDate } from "@/lib/format";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";
import { loadHealthPage, type HealthPageData } from "@/lib/sections/health";
import { parseSectionPath } from "@/lib/sections/sectionPath";
import { pageLocale } from "@/lib/siteConfig";
import { sectionStaticPaths } from "@/lib/sections/staticPaths";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type HealthPageProps = SitePageProps & { data: HealthPageData };

export const getStaticPaths: GetStaticPaths = sectionStaticPaths({ categoryType: "health_category", detailType: "health_article" });

export const getStaticProps: GetStaticProps<HealthPageProps> = async (context) => {
  // A path that cannot name a page is a 404 before any content request.
  const request = parseSectionPath(context.params?.path as string[] | undefined, pageLocale(context.locale), true);
  if (!request) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const { client, locale, common } = await loadSitePage(context, [...COMMON_NAMESPACES, "sections"]);
  const data = await loadHealthPage(client, locale, request);
  if (!data) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...common, data }, revalidate: REVALIDATE_SECONDS };
};

/** `/nuestros-consejos-de-salud[/categoria/:uid][/pagina/:n]` and `/nuestros-consejos-de-salud/:uid`. */
export default function HealthPage({ data }: HealthPageProps) {
  const { t } = useTranslation("common");
  if (data.kind === "detail") return <HealthArticle article={data.article} />;
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
