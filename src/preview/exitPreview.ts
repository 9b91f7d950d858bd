import type { NextApiRequest, NextApiResponse } from "next";
import { exitPreview as exitPrismicPreview } from "@prismicio/next/pages";
import { EXPIRED_PREVIEW_COOKIE } from "./previewCookie";
import { sameSitePath } from "@/server/http/sameSitePath";
import { siteConfig } from "@/lib/siteConfig";
import { isReadOnlyRequest, sendMethodNotAllowed } from "@/server/http/readOnlyMethods";
import { refererPath } from "@/server/http/refererPath";
import { isPageNavigation } from "@/server/http/pageNavigation";

/**
 * Leaves preview mode (R4): clears Next's preview data and the Prismic preview cookie (or the
 * preview session would start again at once). Never cached; GET and HEAD only. The preview bar's
 * script and Prismic's toolbar call it with `fetch` and get `{"success":true}`; a person who opens
 * it in the browser (a link, the address bar) lands on a page: `?redirect=/path` (the preview bar
 * without JavaScript), else the page they came from on this site, else home — always a path of
 * this site, normalised for the Location header (sameSitePath).
 */
export function exitPreview(req: NextApiRequest, res: NextApiResponse): void {
  if (!isReadOnlyRequest(req)) return sendMethodNotAllowed(res);
  res.setHeader("Set-Cookie", EXPIRED_PREVIEW_COOKIE);
  const redirect = typeof req.query.redirect === "string" ? req.query.redirect : undefined;
  if (redirect === undefined && !isPageNavigation(req)) return exitPrismicPreview({ req, res });
  res.clearPreviewData();
  res.setHeader("Cache-Control", "no-store");
  res.redirect(303, redirect === undefined ? (refererPath(req, siteConfig.siteUrl) ?? "/") : sameSitePath(redirect));
}
