import { contentPage, uidParam } from "@/sections/document/contentPage";
import { loadJobOffer } from "@/sections/jobs/jobsLoader";
import { JobApplicationPageView, type JobApplicationPageViewProps } from "@/sections/jobs/JobApplicationPageView";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

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
export default function ApplyPage(props: JobApplicationPageViewProps) {
  return <JobApplicationPageView {...props} />;
}
