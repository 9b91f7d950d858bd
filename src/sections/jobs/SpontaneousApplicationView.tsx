import { useTranslation } from "next-i18next/pages";
import { sectionPaths } from "@/config/routeTable";
import JobApplicationForm from "@/forms/jobApplication/JobApplicationForm";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import { sectionAlternates } from "@/components/seo/alternates";
import { useSite } from "@/lib/siteContext";
import { GRID } from "@/styles/tokens";

/** `/trabaja-con-nosotros/formulario-solicitud`: a spontaneous application with a CV. */
export function SpontaneousApplicationView() {
  const { t } = useTranslation("forms");
  const { t: ts } = useTranslation("sections");
  const { locale, localeSiteUrls } = useSite();
  const paths = sectionPaths(locale);
  return (
    <>
      <Seo
        title={t("application.spontaneousTitle")}
        description={t("application.spontaneousIntro")}
        path={paths.spontaneousApplication}
        alternates={sectionAlternates((l) => sectionPaths(l).spontaneousApplication, localeSiteUrls)}
      />
      <Breadcrumbs
        items={[
          { label: ts("breadcrumbs.home"), href: "/" },
          { label: ts("jobs.title"), href: paths.jobOffers },
          { label: t("application.spontaneousTitle"), href: paths.spontaneousApplication },
        ]}
      />
      <PageHeader title={t("application.spontaneousTitle")} intro={<p>{t("application.spontaneousIntro")}</p>} />
      <div className={`${GRID.column} py-8`}>
        <div className={GRID.measure}>
          <JobApplicationForm offerUid={null} />
        </div>
      </div>
    </>
  );
}
