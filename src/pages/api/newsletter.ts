import type { NextApiRequest, NextApiResponse } from "next";
import { handleNewsletter } from "@/forms/newsletter/newsletterHandler";
import { formDependencies } from "@/server/forms/pipeline/dependencies";

/** The body is read by the handler (bounded), not parsed by Next. */
export const config = { api: { bodyParser: false } };

/** POST /api/newsletter: subscribe an address to the newsletter list (R7). */
export default function newsletterRoute(req: NextApiRequest, res: NextApiResponse) {
  return handleNewsletter(req, res, formDependencies());
}
