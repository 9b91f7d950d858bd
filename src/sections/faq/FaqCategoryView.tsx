import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { sectionPaths } from "@/config/routeTable";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { FaqAccordion, faqItems } from "@/widgets/faqAccordion/FaqAccordion";
import { PageHeader } from "@/sections/document/PageHeader";
import { SearchForm } from "@/sections/search/SearchForm";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import type { SitePageProps } from "@/lib/pageProps";
import { type FaqGroup } from "./faqLoader";
import { MAX_QUERY_LENGTH } from "@/sections/search/searchQuery";
import { useSite } from "@/lib/siteContext";
import { GRID } from "@/styles/tokens";

/** The page's props: the site's own and what its loader read. */
export type FaqCategoryViewProps = SitePageProps & FaqGroup;

/** `/preguntas-frecuentes/:uid`: the questions of one category. */
export function FaqCategoryView({ category, faqs }: FaqCategoryViewProps) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const paths = sectionPaths(locale);
  const name = category.data.name ?? category.uid;
  const path = category.url ?? `${paths.faq}/${category.uid}`;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("faq.title"), href: paths.faq },
    { label: name, href: path },
  ];
  return (
    <>
      <Seo
        title={category.data.meta_title || name}
        description={category.data.meta_description || prismic.asText(category.data.description)}
        path={path}
        alternates={documentAlternates(category, localeSiteUrls)}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHeader
        title={name}
        intro={
          prismic.isFilled.richText(category.data.description) ? (
            <p>{prismic.asText(category.data.description)}</p>
          ) : null
        }
      >
        <SearchForm action={paths.faqSearch} label={t("search.faqLabel")} maxLength={MAX_QUERY_LENGTH} />
      </PageHeader>
      <div className={`${GRID.column} py-8`}>
        <div className={GRID.measure}>
          {faqs.length === 0 ? <p>{t("faq.empty")}</p> : <FaqAccordion items={faqItems(faqs)} />}
        </div>
      </div>
    </>
  );
}
