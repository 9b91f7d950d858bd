import * as prismic from "@prismicio/client";
import { useTranslation } from "next-i18next/pages";
import { sectionPaths } from "@/config/routeTable";
import { SiteLink } from "@/components/common/SiteLink";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { CategoryNav } from "@/sections/listing/CategoryNav";
import { FaqAccordion, faqItems } from "@/widgets/faqAccordion/FaqAccordion";
import { PageHeader } from "@/sections/document/PageHeader";
import { SearchForm } from "@/sections/search/SearchForm";
import { Seo } from "@/components/seo/Seo";
import { sectionAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import type { SitePageProps } from "@/lib/pageProps";
import { type FaqGroup } from "./faqLoader";
import { MAX_QUERY_LENGTH } from "@/sections/search/searchQuery";
import { useSite } from "@/lib/siteContext";
import { landingTexts } from "@/sections/landing/landingTexts";
import { LandingIntro } from "@/sections/landing/LandingIntro";
import { LandingPromotions } from "@/sections/landing/LandingPromotions";
import { GRID } from "@/styles/tokens";

/** The page's props: the site's own and what its loader read. */
export type FaqIndexViewProps = SitePageProps & { groups: FaqGroup[] };

/** `/preguntas-frecuentes`: every question by category, with the FAQ search. */
export function FaqIndexView({ groups, layout }: FaqIndexViewProps) {
  const { t } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const paths = sectionPaths(locale);
  const texts = landingTexts(layout.landing, t("faq.title"));
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: texts.title, href: paths.faq },
  ];
  return (
    <>
      <Seo
        title={texts.seoTitle}
        description={texts.description}
        image={texts.image}
        path={paths.faq}
        alternates={sectionAlternates((l) => sectionPaths(l).faq, localeSiteUrls)}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHeader title={texts.title} intro={texts.intro && <LandingIntro field={texts.intro} />}>
        <SearchForm action={paths.faqSearch} label={t("search.faqLabel")} maxLength={MAX_QUERY_LENGTH} />
        <CategoryNav
          label={t("faq.categories")}
          allLabel={t("faq.all")}
          allHref={paths.faq}
          currentHref={paths.faq}
          categories={groups.map(({ category }) => ({
            name: category.data.name ?? category.uid,
            href: category.url ?? "#",
          }))}
        />
      </PageHeader>
      <div className={`${GRID.column} py-8`}>
        <div className={`${GRID.measure} space-y-12`}>
          {groups.map(({ category, faqs }) => (
            <section key={category.id} aria-labelledby={`faq-${category.uid}`} className="space-y-4">
              <h2 id={`faq-${category.uid}`} className="text-2xl font-bold text-blue">
                <SiteLink href={category.url ?? "#"} className="underline-offset-4 hover:underline">
                  {category.data.name}
                </SiteLink>
              </h2>
              {prismic.isFilled.richText(category.data.description) ? (
                <p className="text-ink/85">{prismic.asText(category.data.description)}</p>
              ) : null}
              <FaqAccordion items={faqItems(faqs)} />
            </section>
          ))}
        </div>
      </div>
      <LandingPromotions slices={texts.slices} />
    </>
  );
}
