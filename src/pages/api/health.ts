import type { NextApiRequest, NextApiResponse } from "next";

/**
 * GET /api/health: liveness of this instance for Kubernetes liveness probes, monitors and the
 * Docker HEALTHCHECK (docs/deploy.md "Health checks"; readiness is /api/ready). It checks nothing external on purpose: pages are
 * served from the ISR cache while the content service is down, so an outage there must not take
 * every instance out of rotation.
 */
export default function health(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).json({ error: `Method ${req.method ?? "?"} not allowed.` });
    return;
  }
  res.status(200).json({ status: "ok" });
}
