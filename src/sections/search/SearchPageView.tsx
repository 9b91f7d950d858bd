import { useTranslation } from "next-i18next/pages";
import { documentPath, sectionPaths } from "@/config/routeTable";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import { useSite } from "@/lib/siteContext";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import { MAX_QUERY_LENGTH } from "./searchQuery";
import type { SearchPageProps } from "./searchPage";
import { landingTexts } from "@/sections/landing/landingTexts";
import { LandingIntro } from "@/sections/landing/LandingIntro";
import { LandingPromotions } from "@/sections/landing/LandingPromotions";

/** The CMS page that holds the contact form (a search that found nothing links to it). */
const CONTACT_PAGE_UID = "contacto";

/** Each search page's texts (sections.json keys) and breadcrumb trail: the whole site's (`/busqueda`), the FAQ's. */
const PAGE_TEXTS = {
  search: { title: "search.title", label: "search.label", prompt: "search.prompt", inFaq: false },
  faqSearch: { title: "faq.searchTitle", label: "search.faqLabel", prompt: "search.faqPrompt", inFaq: true },
} as const;

/**
 * A search page, server-rendered with no script: the form, then the answer to the query. The site
 * search is its section's landing: its title, intro, SEO and promotions come from its document.
 */
export function SearchPageView({
  kind,
  search,
  answer,
  layout,
}: Pick<SearchPageProps, "search" | "answer" | "layout"> & { kind: keyof typeof PAGE_TEXTS }) {
  const { t } = useTranslation("sections");
  const { locale } = useSite();
  const paths = sectionPaths(locale);
  const texts = PAGE_TEXTS[kind];
  const landing = landingTexts(layout.landing, t(texts.title));
  const path = paths[kind];
  const contact = documentPath({ type: "page", uid: CONTACT_PAGE_UID, lang: locale });
  const links = { search: path, faq: paths.faq, contact };
  return (
    <>
      <Seo
        title={landing.seoTitle}
        description={landing.description}
        image={landing.image}
        path={path}
        noindex={search.state !== "empty"}
      />
      <Breadcrumbs
        items={[
          { label: t("breadcrumbs.home"), href: "/" },
          ...(texts.inFaq ? [{ label: t("faq.title"), href: paths.faq }] : []),
          { label: landing.title, href: path },
        ]}
      />
      <PageHeader title={landing.title} intro={landing.intro && <LandingIntro field={landing.intro} />}>
        <SearchForm
          action={path}
          label={t(texts.label)}
          defaultValue={search.state === "empty" ? "" : search.query}
          maxLength={MAX_QUERY_LENGTH}
        />
      </PageHeader>
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="max-w-4xl">
          <SearchResults search={search} answer={answer} paths={links} promptKey={texts.prompt} />
        </div>
      </section>
      {search.state === "empty" ? <LandingPromotions slices={landing.slices} /> : null}
    </>
  );
}
