import { COMMON_NAMESPACES } from "@/i18n/namespaces";
import type { GetStaticPaths, GetStaticProps } from "next";
import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { sectionPaths } from "@/config/routeTable";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { DocumentCard } from "@/components/sections/DocumentCard";
import { NewsArticle } from "@/components/sections/news/NewsArticle";
import { PageHeader } from "@/components/sections/PageHeader";
import { Pagination } from "@/components/sections/Pagination";
import { Seo } from "@/components/seo/Seo";
import { sectionAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import { formatLongDate } from "@/lib/format";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";
import { loadNewsPage, type NewsPageData } from "@/lib/sections/news";
import { listingPath, parseSectionPath } from "@/lib/sections/sectionPath";
import { pageLocale } from "@/lib/siteConfig";
import { sectionStaticPaths } from "@/lib/sections/staticPaths";
import { useSite } from "@/lib/siteContext";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type NewsPageProps = SitePageProps & { data: NewsPageData };

export const getStaticPaths: GetStaticPaths = sectionStaticPaths({ detailType: "news_article" });

export const getStaticProps: GetStaticProps<NewsPageProps> = async (context) => {
  // A path that cannot name a page is a 404 before any content request.
  const request = parseSectionPath(context.params?.path as string[] | undefined, pageLocale(context.locale), false);
  if (!request) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const { client, locale, common } = await loadSitePage(context, [...COMMON_NAMESPACES, "sections"]);
  const data = await loadNewsPage(client, locale, request);
  if (!data) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...common, data }, revalidate: REVALIDATE_SECONDS };
};

/** `/noticias[/pagina/:n]` (newest first) and `/noticias/:uid`. */
export default function NewsPage({ data }: NewsPageProps) {
  const { t } = useTranslation("sections");
  const { t: tc } = useTranslation("common");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  if (data.kind === "detail") return <NewsArticle article={data.article} />;
  const { listing } = data;
  const base = sectionPaths(locale).news;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("news.title"), href: base },
  ];
  return (
    <>
      <Seo
        title={listing.page > 1 ? t("pagination.pageTitle", { title: t("news.title"), page: listing.page }) : t("news.title")}
        description={t("news.intro")}
        path={listingPath(base, locale, listing.page)}
        alternates={listing.page === 1 ? sectionAlternates((l) => sectionPaths(l).news, localeSiteUrls) : []}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHeader title={t("news.title")} intro={<p>{t("news.intro")}</p>} />
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {listing.items.length === 0 ? <p className="text-lg">{t("news.empty")}</p> : null}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listing.items.map((article) => (
            <li key={article.id}>
              <DocumentCard
                href={article.url ?? "#"}
                title={prismic.asText(article.data.title) || article.uid}
                summary={article.data.summary}
                image={article.data.image}
                eyebrow={formatLongDate(article.data.publication_date, tc)}
              />
            </li>
          ))}
        </ul>
        <Pagination page={listing.page} totalPages={listing.totalPages} hrefOf={(page) => listingPath(base, locale, page)} />
      </section>
    </>
  );
}
