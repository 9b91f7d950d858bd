import type { NextApiRequest, NextApiResponse } from "next";
import { searchIndexesWarming } from "@/sections/search/searchIndexLoader";

/**
 * GET /api/ready: readiness of this instance for load balancers and Kubernetes readiness probes
 * (docs/deploy.md "Health checks"). 503 while the start-up is still loading a locale's search
 * index (from the build's or the shared snapshot, or from the Content API when there is none), so
 * that no visitor's search reaches an instance that cannot answer it yet; 200 once every locale's
 * first attempt has ended, loaded or not (a content outage must not keep an instance out of
 * rotation: pages answer from the ISR cache). Liveness stays /api/health, which answers at once.
 */
export default function ready(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).json({ error: `Method ${req.method ?? "?"} not allowed.` });
    return;
  }
  const warming = searchIndexesWarming();
  if (warming.length > 0)
    res.status(503).json({ status: "starting", loading: warming.map((locale) => `search ${locale}`) });
  else res.status(200).json({ status: "ready" });
}
