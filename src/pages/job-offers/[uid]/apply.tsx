import type { GetStaticPaths, GetStaticProps } from "next";
import { useTranslation } from "next-i18next/pages";
import type { JobOfferDocument } from "../../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import { COMMON_NAMESPACES } from "@/i18n/namespaces";
import JobApplicationForm from "@/components/forms/JobApplicationForm";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { PageHeader } from "@/components/sections/PageHeader";
import { Seo } from "@/components/seo/Seo";
import { loadSitePage, REVALIDATE_SECONDS, type SitePageProps } from "@/lib/pageProps";
import { isPossibleUid } from "@/lib/prismic/uid";
import { loadJobOffer } from "@/lib/sections/jobs";
import { useSite } from "@/lib/siteContext";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type ApplyPageProps = SitePageProps & { offer: JobOfferDocument };

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: "blocking" });

export const getStaticProps: GetStaticProps<ApplyPageProps> = async (context) => {
  const uid = context.params?.uid;
  // A value that cannot be a uid is a 404 before any content request.
  if (!isPossibleUid(uid)) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const { client, locale, common } = await loadSitePage(context, [...COMMON_NAMESPACES, "sections"]);
  const offer = await loadJobOffer(client, locale, uid);
  // A closed or unknown offer takes no applications (spec: 404).
  if (!offer || !offer.data.is_open) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...common, offer }, revalidate: REVALIDATE_SECONDS };
};

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
