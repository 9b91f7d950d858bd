import type { NextApiRequest, NextApiResponse } from "next";
import { handleNewsletterConfirmation } from "@/forms/newsletter/newsletterHandler";
import { formDependencies } from "@/server/forms/pipeline/dependencies";

/** The body is read by the handler (bounded), not parsed by Next. */
export const config = { api: { bodyParser: false } };

/** POST /api/newsletter-confirmation: the confirmation page's button adds the link's address to the list (R7). */
export default function newsletterConfirmationRoute(req: NextApiRequest, res: NextApiResponse) {
  return handleNewsletterConfirmation(req, res, formDependencies());
}
