import type { NextApiRequest, NextApiResponse } from "next";
import { handleJobApplication } from "@/forms/jobApplication/jobApplicationHandler";
import { formDependencies } from "@/server/forms/pipeline/dependencies";

/** The body is streamed by the handler (limits enforced while reading), not parsed by Next. */
export const config = { api: { bodyParser: false, sizeLimit: false } };

/** POST /api/job-application: a spontaneous application or one to an open offer, with a CV. */
export default function jobApplicationRoute(req: NextApiRequest, res: NextApiResponse) {
  return handleJobApplication(req, res, formDependencies());
}
