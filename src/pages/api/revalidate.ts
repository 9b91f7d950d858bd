import type { NextApiRequest, NextApiResponse } from "next";
import { siteConfig } from "@/lib/siteConfig";
import { loadWebhookConfig } from "@/server/revalidate/revalidateConfig";
import { handleRevalidate } from "@/server/revalidate/handler";
import { revalidationPath } from "@/server/revalidate/pagePath";
import { processRegenerationQueue, submitChanges } from "@/server/revalidate/processQueue";

/** The body is read by the handler (bounded, with precise JSON errors), not parsed by Next. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/revalidate: Prismic's publishing webhook (docs/publishing.md). Answers at once; the
 * pages showing the changed documents, search and the sitemap are brought up to date after the
 * answer, reading what the pages read (the configured ref, master by default; never a preview ref).
 */
export default function revalidateRoute(req: NextApiRequest, res: NextApiResponse) {
  const queue = processRegenerationQueue((path) => res.revalidate(revalidationPath(path, siteConfig.country)));
  return handleRevalidate(req, res, {
    config: () => loadWebhookConfig(process.env, siteConfig.content.isLocal),
    submit: (ids, masterRef) => submitChanges(queue, ids, masterRef),
  });
}
