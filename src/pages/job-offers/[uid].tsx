import type { Content } from "@prismicio/client";
import { JobOfferDetail } from "@/sections/jobs/JobOfferDetail";
import type { SitePageProps } from "@/lib/pageProps";
import { contentPage, uidParam } from "@/sections/document/contentPage";
import { loadJobOffer } from "@/sections/jobs/jobsLoader";
import { uidStaticPaths } from "@/sections/listing/staticPaths";

/** A content page: no framework JavaScript in the browser (docs/decisions.md). */
export const config = { unstable_runtimeJS: false };

type JobOfferPageProps = SitePageProps & { offer: Content.JobOfferDocument };

const loading = contentPage({
  route: "/job-offers/[uid]",
  request: uidParam,
  load: async ({ client, locale, request }) => {
    const offer = await loadJobOffer(client, locale, request);
    return offer && { offer };
  },
  paths: uidStaticPaths("job_offer"),
});
export const getStaticPaths = loading.getStaticPaths;
export const getStaticProps = loading.getStaticProps;

/** `/trabaja-con-nosotros/:uid`: a job offer; a closed one says so and offers no application. */
export default function JobOfferPage({ offer }: JobOfferPageProps) {
  return <JobOfferDetail offer={offer} />;
}
