import type { NextApiRequest, NextApiResponse } from "next";
import { siteConfig } from "@/lib/siteConfig";
import { loadWebhookConfig } from "@/server/revalidate/revalidateConfig";
import { handleRevalidate } from "@/server/revalidate/handler";
import { revalidationPath } from "@/server/revalidate/pagePath";
import { submitChanges } from "@/server/revalidate/processQueue";
import { refreshSearchIndexes } from "@/sections/search/searchIndexLoader";

/** The body is read by the handler (bounded, with precise JSON errors), not parsed by Next. */
export const config = { api: { bodyParser: false }, maxDuration: 300 };

/**
 * POST /api/revalidate: Prismic's publishing webhook (docs/publishing.md). Answers at once; the
 * pages showing the changed documents, search and the sitemap are brought up to date after the
 * answer, reading what the pages read (the configured ref, master by default; never a preview ref).
 * Only a request that passed the method and secret checks reaches the queue (`submit`).
 */
export default function revalidateRoute(req: NextApiRequest, res: NextApiResponse) {
  return handleRevalidate(req, res, {
    config: () => loadWebhookConfig(process.env, siteConfig.content.isLocal),
    submit: (ids, masterRef) =>
      submitChanges(
        ids,
        masterRef,
        (path) => res.revalidate(revalidationPath(path, siteConfig.country)),
        refreshSearchIndexes,
      ),
  });
}
