import type { NextApiRequest, NextApiResponse } from "next";
import { createSiteRedirects } from "./redirectTable";
import { sameSitePath } from "@/server/http/sameSitePath";
import { siteConfig } from "@/lib/siteConfig";

/** The site's redirects (redirectTable.ts); here only the route table's are reached. */
const redirectOf = createSiteRedirects(siteConfig.country);

/**
 * The route table's redirects and trailing-"/" paths (reached through buildRedirectRewrites): one
 * 308, query kept. Answered here rather than by `redirects()` so that they carry the security headers.
 */
export function permanentRedirect(req: NextApiRequest, res: NextApiResponse) {
  const url = new URL(req.url ?? "/", "http://site.invalid");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const target = redirectOf(path)?.to ?? (path !== url.pathname ? path : null);
  const location = target === null ? null : sameSitePath(`${target}${url.search}`);
  res.status(location === null ? 404 : 308);
  if (location !== null) res.setHeader("Location", location);
  res.setHeader("Content-Type", "text/plain; charset=utf-8").end(location ?? "Not Found");
}
