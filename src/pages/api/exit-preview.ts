import type { NextApiRequest, NextApiResponse } from "next";
import { exitPreview } from "@prismicio/next/pages";
import { EXPIRED_PREVIEW_COOKIE } from "@/lib/preview/previewCookie";
import { sameSitePath } from "@/lib/preview/previewPaths";

/**
 * Leaves preview mode (spec §4): clears Next's preview data and the Prismic preview cookie (or the
 * preview session would start again at once). Never cached. With `?redirect=/path` (the preview
 * bar without JavaScript) it sends the browser back to that page of this site.
 */
export default function exitPreviewHandler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader("Set-Cookie", EXPIRED_PREVIEW_COOKIE);
  const redirect = typeof req.query.redirect === "string" ? req.query.redirect : undefined;
  if (redirect === undefined) return exitPreview({ req, res });
  res.clearPreviewData();
  res.setHeader("Cache-Control", "no-store");
  res.redirect(303, sameSitePath(redirect));
}
