import type { NextApiRequest, NextApiResponse } from "next";
import { handleJobApplication, type OfferLookup } from "@/forms/jobApplication/jobApplicationHandler";
import { createClient } from "@/lib/prismic/client";
import { siteConfig } from "@/lib/siteConfig";
import { loadJobOffer } from "@/sections/jobs/jobsLoader";
import { formDependencies } from "@/server/forms/pipeline/dependencies";

/** The body is streamed by the handler (limits enforced while reading), not parsed by Next. */
export const config = { api: { bodyParser: false, sizeLimit: false } };

/** The offer an application names, as the site publishes it: its title and whether it is open. */
const findOffer: OfferLookup = async (uid) => {
  const offer = await loadJobOffer(createClient(), siteConfig.country.defaultLocale, uid);
  return offer ? { title: offer.data.title ?? uid, open: offer.data.is_open } : null;
};

/** POST /api/job-application: a spontaneous application or one to an open offer, with a CV. */
export default function jobApplicationRoute(req: NextApiRequest, res: NextApiResponse) {
  return handleJobApplication(req, res, { ...formDependencies(), findOffer });
}
