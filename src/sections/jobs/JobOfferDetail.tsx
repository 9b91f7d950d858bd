import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { useTranslation } from "next-i18next/pages";
import type { Content } from "@prismicio/client";
import { sectionPaths } from "@/config/routeTable";
import { richTextComponents } from "@/components/common/richTextComponents";
import { SiteLink } from "@/components/common/SiteLink";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { Seo } from "@/components/seo/Seo";
import { documentAlternates } from "@/components/seo/alternates";
import type { JobPosting } from "schema-dts";
import { breadcrumbJsonLd, type Node } from "@/components/seo/jsonLd";
import { formatLongDate } from "@/lib/format";
import { useSite } from "@/lib/siteContext";
import { employmentType } from "./jobsLoader";
import { BUTTON, GRID } from "@/styles/tokens";

/** `/trabaja-con-nosotros/:uid`: a job offer; a closed one says so and offers no application. */
export function JobOfferDetail({ offer }: { offer: Content.JobOfferDocument }) {
  const { t, i18n } = useTranslation("sections");
  const { locale, siteUrl, localeSiteUrls } = useSite();
  const paths = sectionPaths(locale);
  const { data } = offer;
  const title = data.title ?? offer.uid;
  const path = offer.url ?? `${paths.jobOffers}/${offer.uid}`;
  const open = data.is_open;
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("jobs.title"), href: paths.jobOffers },
    { label: title, href: path },
  ];
  const facts = [
    [t("jobs.location"), data.location],
    [t("jobs.department"), data.department],
    [t("jobs.contract"), data.contract_type],
    [t("jobs.workday"), data.workday],
    [t("jobs.published"), formatLongDate(data.publication_date, i18n.language)],
    [t("jobs.deadline"), formatLongDate(data.closing_date, i18n.language)],
  ].filter(([, value]) => value);
  const jobPosting: Node<JobPosting> | null = open
    ? {
        "@type": "JobPosting",
        title,
        description:
          prismic.asHTML(data.description) + prismic.asHTML(data.requirements) + prismic.asHTML(data.benefits),
        datePosted: data.publication_date ?? offer.first_publication_date,
        validThrough: data.closing_date ? `${data.closing_date}T23:59:59` : undefined,
        employmentType: employmentType(offer),
        hiringOrganization: {
          "@type": "Organization",
          name: "Laboratorios Brezo",
          sameAs: siteUrl,
          logo: new URL("/icon-512.png", siteUrl).href,
        },
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: data.location ?? undefined,
            addressRegion: data.region ?? undefined,
            addressCountry: data.country_code ?? "ES",
          },
        },
        directApply: true,
      }
    : null;
  return (
    <>
      <Seo
        title={data.meta_title || title}
        description={data.meta_description || data.summary}
        path={path}
        alternates={documentAlternates(offer, localeSiteUrls)}
        jsonLd={[...(jobPosting ? [jobPosting] : []), breadcrumbJsonLd(crumbs, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <article className={`${GRID.column} py-8`}>
        <div className={`${GRID.measure} space-y-8`}>
          <header className="space-y-4">
            {data.department ? (
              <p className="text-sm font-bold uppercase tracking-wider text-ds-turquoise">{data.department}</p>
            ) : null}
            <h1 className="text-4xl font-bold leading-tight text-blue">{title}</h1>
            {data.summary ? <p className="text-xl text-ink/85">{data.summary}</p> : null}
            {open ? null : (
              <p role="status" className="rounded-2xl border-l-4 border-blue bg-grey-1 p-4 font-semibold">
                {t("jobs.closed")}
              </p>
            )}
            <dl className="grid gap-x-6 gap-y-2 rounded-2xl bg-grey-0 p-5 sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label} className="flex gap-2">
                  <dt className="font-semibold">{label}:</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </header>
          {[
            [t("jobs.description"), data.description],
            [t("jobs.requirements"), data.requirements],
            [t("jobs.benefits"), data.benefits],
          ].map(([label, field]) =>
            prismic.isFilled.richText(field as prismic.RichTextField) ? (
              <section key={label as string} className="space-y-3">
                <h2 className="text-2xl font-bold text-blue">{label as string}</h2>
                <PrismicRichText field={field as prismic.RichTextField} components={richTextComponents} />
              </section>
            ) : null,
          )}
          <div className="flex flex-wrap gap-4 border-t border-grey-1 pt-8">
            {open ? (
              <SiteLink href={paths.jobApplication.replace(":uid", offer.uid)} className={BUTTON.primary}>
                {t("jobs.apply")}
              </SiteLink>
            ) : null}
            <SiteLink
              href={paths.spontaneousApplication}
              className="rounded-full border-2 border-blue px-6 py-2.5 font-semibold text-blue hover:bg-blue hover:text-white"
            >
              {t("jobs.spontaneous")}
            </SiteLink>
            <SiteLink
              href={paths.jobOffers}
              className="self-center font-semibold text-blue underline underline-offset-4"
            >
              {t("jobs.backToList")}
            </SiteLink>
          </div>
        </div>
      </article>
    </>
  );
}
