import type { NextApiRequest, NextApiResponse } from "next";
import { createSiteRedirects } from "./redirectTable";
import { sameSitePath } from "@/server/http/sameSitePath";
import { siteConfig } from "@/lib/siteConfig";

/** The site's redirects (redirectTable.ts); here only the route table's are reached. */
const redirectOf = createSiteRedirects(siteConfig.country);

/**
 * The site's permanent redirects, reached through the `beforeFiles` rewrites of
 * buildRedirectRewrites (next.config.ts): the route table's English paths and any path ending in
 * "/", in one 308 to the public path, query kept, for every method (like Next's own redirects).
 * Answered here rather than by `redirects()` so that they carry the security headers. `req.url` is
 * the URL the browser asked for (a rewrite does not change it); a request that matches no redirect
 * (this route called by its own name) is a 404.
 */
export function permanentRedirect(req: NextApiRequest, res: NextApiResponse) {
  const url = new URL(req.url ?? "/", "http://site.invalid");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const target = redirectOf(path)?.to ?? (path !== url.pathname ? path : null);
  if (target === null) {
    res.status(404).setHeader("Content-Type", "text/plain; charset=utf-8").end("Not Found");
    return;
  }
  const location = sameSitePath(`${target}${url.search}`);
  res.statusCode = 308;
  res.setHeader("Location", location);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(location);
}
