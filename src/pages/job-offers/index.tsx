import { contentPage } from "@/sections/document/contentPage";
import { loadOpenJobOffers } from "@/sections/jobs/jobsLoader";
import { JobOffersView, type JobOffersViewProps } from "@/sections/jobs/JobOffersView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

const loading = contentPage({
  route: "/job-offers",
  landing: "jobOffers",
  load: async ({ client, locale }) => ({ offers: await loadOpenJobOffers(client, locale) }),
});
export const getStaticProps = loading.getStaticProps;

/** `/trabaja-con-nosotros`: the open job offers and the spontaneous application. */
export default function JobOffersPage(props: JobOffersViewProps) {
  return <JobOffersView {...props} />;
}
