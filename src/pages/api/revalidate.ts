import type { NextApiRequest, NextApiResponse } from "next";
import { createClient } from "@/lib/prismic/client";
import { siteConfig } from "@/lib/siteConfig";
import { loadWebhookConfig } from "@/server/revalidate/revalidateConfig";
import { pathsForDocuments } from "@/server/revalidate/documentPaths";
import { handleRevalidate } from "@/server/revalidate/handler";
import { revalidationPath } from "@/server/revalidate/pagePath";
import { refreshSearchIndexes } from "@/sections/search/searchIndexLoader";

/** The body is read by the handler (bounded, with precise JSON errors), not parsed by Next. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/revalidate: Prismic's publishing webhook (docs/publishing.md). Regenerates every page
 * that shows the changed documents and updates the search indexes; the content client reads
 * what the pages read (the configured ref, master by default; never a preview ref).
 */
export default function revalidateRoute(req: NextApiRequest, res: NextApiResponse) {
  return handleRevalidate(req, res, {
    config: () => loadWebhookConfig(process.env, siteConfig.content.isLocal),
    mapDocuments: (ids) => pathsForDocuments(createClient(), ids, siteConfig.country),
    revalidate: (path) => res.revalidate(revalidationPath(path, siteConfig.country)),
    refreshSearch: refreshSearchIndexes,
  });
}
