import { useTranslation } from "next-i18next/pages";
import type { Content } from "@prismicio/client";
import { sectionPaths } from "@/config/routeTable";
import { SiteLink } from "@/components/common/SiteLink";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import { sectionAlternates } from "@/components/seo/alternates";
import { breadcrumbJsonLd } from "@/components/seo/jsonLd";
import { formatLongDate } from "@/lib/format";
import type { SitePageProps } from "@/lib/pageProps";
import { useSite } from "@/lib/siteContext";
import { BUTTON } from "@/styles/tokens";
import { landingTexts } from "@/sections/landing/landingTexts";
import { LandingIntro } from "@/sections/landing/LandingIntro";
import { LandingPromotions } from "@/sections/landing/LandingPromotions";

/** The page's props: the site's own and what its loader read. */
export type JobOffersViewProps = SitePageProps & { offers: Content.JobOfferDocument[] };

/** `/trabaja-con-nosotros`: the open job offers and the spontaneous application. */
export function JobOffersView({ offers, layout }: JobOffersViewProps) {
  const { t, i18n } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const paths = sectionPaths(locale);
  const texts = landingTexts(layout.landing, t("jobs.title"));
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: texts.title, href: paths.jobOffers },
  ];
  return (
    <>
      <Seo
        title={texts.seoTitle}
        description={texts.description}
        image={texts.image}
        path={paths.jobOffers}
        alternates={sectionAlternates((l) => sectionPaths(l).jobOffers, localeSiteUrls)}
        jsonLd={[breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHeader title={texts.title} intro={texts.intro && <LandingIntro field={texts.intro} />} />
      <section aria-labelledby="ofertas-abiertas" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2 id="ofertas-abiertas" className="text-2xl font-bold text-blue">
          {t("jobs.open")}
        </h2>
        {offers.length === 0 ? <p className="mt-4 text-lg">{t("jobs.none")}</p> : null}
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {offers.map((offer) => (
            <li
              key={offer.id}
              className="relative rounded-2xl border border-grey-1 bg-white p-6 shadow-sm hover:shadow-md"
            >
              <p className="text-xs font-bold uppercase tracking-wider text-ds-turquoise">{offer.data.department}</p>
              <h3 className="mt-1 text-xl font-bold text-blue">
                <SiteLink href={offer.url ?? "#"} className="after:absolute after:inset-0 after:content-['']">
                  {offer.data.title}
                </SiteLink>
              </h3>
              <p className="mt-2 text-ink/85">{offer.data.summary}</p>
              <p className="mt-3 text-sm text-ink/75">
                {[offer.data.location, offer.data.contract_type, offer.data.workday].filter(Boolean).join(" · ")}
                {offer.data.closing_date
                  ? ` · ${t("jobs.deadline")}: ${formatLongDate(offer.data.closing_date, i18n.language)}`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-aqua px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <p className="text-lg font-semibold text-blue">{t("jobs.spontaneousIntro")}</p>
          <SiteLink href={paths.spontaneousApplication} className={BUTTON.primary}>
            {t("jobs.spontaneous")}
          </SiteLink>
        </div>
      </section>
      <LandingPromotions slices={texts.slices} />
    </>
  );
}
