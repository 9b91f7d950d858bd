import { useTranslation } from "next-i18next/pages";
import type { JobOfferDocument } from "../../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import JobApplicationForm from "@/forms/jobApplication/JobApplicationForm";
import { Breadcrumbs } from "@/sections/document/Breadcrumbs";
import { PageHeader } from "@/sections/document/PageHeader";
import { Seo } from "@/components/seo/Seo";
import type { SitePageProps } from "@/lib/pageProps";
import { contentPage, uidParam } from "@/lib/pages/contentPage";
import { loadJobOffer } from "@/sections/jobs/jobsLoader";
import { useSite } from "@/lib/siteContext";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type ApplyPageProps = SitePageProps & { offer: JobOfferDocument };

const loading = contentPage({
  route: "/job-offers/[uid]/apply",
  request: uidParam,
  load: async ({ client, locale, request }) => {
    const offer = await loadJobOffer(client, locale, request);
    // A closed or unknown offer takes no applications (404).
    return offer?.data.is_open ? { offer } : null;
  },
});
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/trabaja-con-nosotros/:uid/candidatura`: apply to an open offer. */
export default function ApplyPage({ offer }: ApplyPageProps) {
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
      <PageHeader title={title} intro={<p>{t("application.applyTitle")}. {offer.data.summary}</p>} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:mx-0">
        <JobApplicationForm offerUid={offer.uid} />
      </div>
    </>
  );
}
