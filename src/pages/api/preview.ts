import type { NextApiRequest, NextApiResponse } from "next";
import * as prismic from "@prismicio/client";
import { redirectToPreviewURL, setPreviewData } from "@prismicio/next/pages";
import { createClient } from "@/lib/prismic/client";
import { EXPIRED_PREVIEW_COOKIE, previewCookie, readPreviewCookie } from "@/lib/preview/previewCookie";
import { sameSitePath } from "@/lib/preview/previewPaths";
import { siteConfig } from "@/lib/siteConfig";
import { sendPreviewProblem } from "@/server/preview/previewErrorPage";

/** Longest preview token accepted (Prismic's are URLs of about 150 characters). */
const MAX_TOKEN_LENGTH = 2048;
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Enters preview mode (spec §4) from the token in the query or the preview cookie, then sends the
 * browser to the previewed document's public URL on this site. An expired token, an unknown
 * document or an unreachable content service answers a clear Spanish page instead of a 500.
 */
export default async function previewHandler(req: NextApiRequest, res: NextApiResponse) {
  const locale = siteConfig.country.defaultLocale;
  res.setHeader("Cache-Control", "no-store");
  if (req.method !== "GET" && req.method !== "HEAD") return sendPreviewProblem(res, 405, "method", locale);

  const token = single(req.query.token) ?? readPreviewCookie(req.headers.cookie ?? "");
  if (!token || token.length > MAX_TOKEN_LENGTH) return sendPreviewProblem(res, 400, "missingToken", locale);
  const documentId = single(req.query.documentId);
  if (documentId !== undefined && !DOCUMENT_ID.test(documentId)) return sendPreviewProblem(res, 400, "invalidDocument", locale);

  const client = createClient({ req });
  try {
    // A toolbar refresh carries no document: check the token itself before trusting it.
    if (documentId === undefined) await client.get({ ref: token, pageSize: 1 });
    setPreviewData({ req, res });
    // The session in the browser lasts as long as this cookie (a link opened without it, too).
    appendSetCookie(res, previewCookie(token, siteConfig.siteUrl.startsWith("https:")));
    // Only ever to a page of this site: the route resolver's path, else home.
    await redirectToPreviewURL({ req, res, client, linkResolver: (link) => sameSitePath(link.url) });
  } catch (error) {
    // A token that does not work leaves no preview session behind.
    res.clearPreviewData();
    appendSetCookie(res, EXPIRED_PREVIEW_COOKIE);
    if (error instanceof prismic.PreviewTokenExpiredError) return sendPreviewProblem(res, 410, "expired", locale);
    if (error instanceof prismic.NotFoundError) return sendPreviewProblem(res, 404, "missingDocument", locale);
    console.error("[preview] could not start a preview:", error instanceof Error ? error.message : error);
    return sendPreviewProblem(res, 502, "unavailable", locale);
  }
}

function appendSetCookie(res: NextApiResponse, cookie: string) {
  const previous = res.getHeader("Set-Cookie");
  res.setHeader("Set-Cookie", [...(Array.isArray(previous) ? previous : previous ? [String(previous)] : []), cookie]);
}
