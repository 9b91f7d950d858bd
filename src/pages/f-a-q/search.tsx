import { useTranslation } from "next-i18next/pages";
import { sectionPaths } from "@/config/routeTable";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { SearchForm } from "@/sections/search/SearchForm";
import { SearchResults } from "@/sections/search/SearchResults";
import { Seo } from "@/components/seo/Seo";
import { MAX_QUERY_LENGTH } from "@/sections/search/searchQuery";
import { searchPageProps, type SearchPageProps } from "@/sections/search/searchPage";
import { searchPaths } from "@/sections/search/searchPaths";
import { useSite } from "@/lib/siteContext";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

export const getServerSideProps = searchPageProps({ route: "/f-a-q/search", section: "faq" });

/** `/preguntas-frecuentes/buscar?q=…`: search within the FAQ. */
export default function FaqSearchPage({ search, answer }: SearchPageProps) {
  const { t } = useTranslation("sections");
  const { locale } = useSite();
  const paths = sectionPaths(locale);
  return (
    <>
      <Seo title={t("faq.searchTitle")} path={paths.faqSearch} noindex={search.state !== "empty"} />
      <Breadcrumbs
        items={[
          { label: t("breadcrumbs.home"), href: "/" },
          { label: t("faq.title"), href: paths.faq },
          { label: t("faq.searchTitle"), href: paths.faqSearch },
        ]}
      />
      <PageHeader title={t("faq.searchTitle")}>
        <SearchForm action={paths.faqSearch} label={t("search.faqLabel")} defaultValue={search.state === "empty" ? "" : search.query} maxLength={MAX_QUERY_LENGTH} />
      </PageHeader>
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="max-w-4xl">
          <SearchResults search={search} answer={answer} paths={searchPaths(locale, "faqSearch")} promptKey="search.faqPrompt" />
        </div>
      </section>
    </>
  );
}
