import { useTranslation } from "next-i18next/pages";
import type { Content } from "@prismicio/client";
import { sectionPaths } from "@/config/routeTable";
import JobApplicationForm from "@/forms/jobApplication/JobApplicationForm";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import type { SitePageProps } from "@/lib/pageProps";
import { useSite } from "@/lib/siteContext";
import { GRID } from "@/styles/tokens";

/** The page's props: the site's own and what its loader read. */
export type JobApplicationPageViewProps = SitePageProps & { offer: Content.JobOfferDocument };

/** `/trabaja-con-nosotros/:uid/candidatura`: apply to an open offer. */
export function JobApplicationPageView({ offer }: JobApplicationPageViewProps) {
  const { t } = useTranslation("forms");
  const { t: ts } = useTranslation("sections");
  const { locale } = useSite();
  const paths = sectionPaths(locale);
  const title = offer.data.title ?? offer.uid;
  const path = paths.jobApplication.replace(":uid", offer.uid);
  return (
    <>
      <Seo title={`${t("application.applyTitle")}: ${title}`} description={offer.data.summary} path={path} />
      <Breadcrumbs
        items={[
          { label: ts("breadcrumbs.home"), href: "/" },
          { label: ts("jobs.title"), href: paths.jobOffers },
          { label: title, href: offer.url ?? `${paths.jobOffers}/${offer.uid}` },
          { label: t("application.applyTitle"), href: path },
        ]}
      />
      <PageHeader
        title={title}
        intro={
          <p>
            {t("application.applyTitle")}. {offer.data.summary}
          </p>
        }
      />
      <div className={`${GRID.column} py-8`}>
        <div className={GRID.measure}>
          <JobApplicationForm offerUid={offer.uid} />
        </div>
      </div>
    </>
  );
}
