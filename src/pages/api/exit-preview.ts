import type { NextApiRequest, NextApiResponse } from "next";
import { exitPreview } from "@prismicio/next/pages";
import { EXPIRED_PREVIEW_COOKIE } from "@/lib/preview/previewCookie";
import { sameSitePath } from "@/lib/preview/previewPaths";
import { isReadOnlyRequest, sendMethodNotAllowed } from "@/server/http/readOnlyMethods";

/**
 * Leaves preview mode (R4): clears Next's preview data and the Prismic preview cookie (or the
 * preview session would start again at once). Never cached; GET and HEAD only (the preview bar's
 * form and the browser script use GET). With `?redirect=/path` (the preview bar without
 * JavaScript) it sends the browser back to that page of this site, normalised for the Location
 * header (sameSitePath), else home.
 */
export default function exitPreviewHandler(req: NextApiRequest, res: NextApiResponse) {
  if (!isReadOnlyRequest(req)) return sendMethodNotAllowed(res);
  res.setHeader("Set-Cookie", EXPIRED_PREVIEW_COOKIE);
  const redirect = typeof req.query.redirect === "string" ? req.query.redirect : undefined;
  if (redirect === undefined) return exitPreview({ req, res });
  res.clearPreviewData();
  res.setHeader("Cache-Control", "no-store");
  res.redirect(303, sameSitePath(redirect));
}
