import type { NextApiRequest, NextApiResponse } from "next";
import { handleContact } from "@/forms/contact/contactHandler";
import { formDependencies } from "@/server/forms/pipeline/dependencies";

/** The body is streamed by the handler (limits enforced while reading), not parsed by Next. */
export const config = { api: { bodyParser: false, sizeLimit: false } };

/** POST /api/contact: a contact request with optional attachments (R5, R7). */
export default function contactRoute(req: NextApiRequest, res: NextApiResponse) {
  return handleContact(req, res, formDependencies());
}
