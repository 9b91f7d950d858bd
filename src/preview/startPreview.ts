import type { NextApiRequest, NextApiResponse } from "next";
import * as prismic from "@prismicio/client";
import { createClient } from "@/lib/prismic/client";
import { probePreviewRef } from "./previewRef";
import { EXPIRED_PREVIEW_COOKIE, previewCookie, readPreviewCookie } from "./previewCookie";
import { sameSitePath } from "@/server/http/sameSitePath";
import { isPreviewTokenOf } from "./previewToken";
import { siteConfig } from "@/lib/siteConfig";
import { isReadOnlyRequest } from "@/server/http/readOnlyMethods";
import { sendPreviewProblem, type PreviewProblem } from "./previewErrorPage";

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Next's preview-mode cookie: present when this browser is in a preview session. */
const NEXT_PREVIEW_COOKIE = "__prerender_bypass";

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * Enters preview mode (R4) from the token in the query or the preview cookie, then sends the
 * browser to the previewed document's public URL on this site. Only a preview link of this site's
 * content source (isPreviewTokenOf) whose ref the content API answers (probePreviewRef) starts a
 * session; everything is checked before any cookie is set. A malformed, unknown or expired token,
 * an unknown document or an unreachable content service answers a clear Spanish page, not a 500.
 */
export async function startPreview(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const locale = siteConfig.country.defaultLocale;
  res.setHeader("Cache-Control", "no-store");
  if (!isReadOnlyRequest(req)) return sendPreviewProblem(res, 405, "method", locale);

  const token = single(req.query.token) ?? readPreviewCookie(req.headers.cookie ?? "");
  if (!token) return sendPreviewProblem(res, 400, "missingToken", locale);
  const documentId = single(req.query.documentId);
  if (documentId !== undefined && !DOCUMENT_ID.test(documentId))
    return sendPreviewProblem(res, 400, "invalidDocument", locale);
  // Bounded (MAX_PREVIEW_TOKEN_LENGTH) and of this site's content source, before any request.
  if (!isPreviewTokenOf(token, siteConfig.content)) return refuse(req, res, 400, "invalidToken");

  let location: string;
  try {
    const state = await probePreviewRef(token);
    if (state === "expired") return refuse(req, res, 410, "expired");
    if (state === "unknown") return refuse(req, res, 404, "invalidToken");
    // The document's page on this site (the route resolver's path), else home; a toolbar refresh
    // carries no document and goes home.
    location = await createClient().resolvePreviewURL({
      documentID: documentId,
      previewToken: token,
      defaultURL: "/",
      linkResolver: (link) => sameSitePath(link.url),
    });
  } catch (error) {
    if (error instanceof prismic.PreviewTokenExpiredError) return refuse(req, res, 410, "expired");
    if (error instanceof prismic.NotFoundError) return refuse(req, res, 404, "missingDocument");
    console.error("[preview] could not start a preview:", error instanceof Error ? error.message : error);
    return refuse(req, res, 502, "unavailable");
  }

  res.setPreviewData({ ref: token });
  // The session in the browser lasts as long as this cookie (a link opened without it, too).
  appendSetCookie(res, previewCookie(token, siteConfig.siteUrl.startsWith("https:")));
  res.redirect(sameSitePath(location));
}

/**
 * A token that does not work leaves no preview session behind: the Prismic cookie is expired, and
 * Next's preview cookies are cleared when the browser has them (a visitor without a session gets
 * no cookie of Next's at all).
 */
function refuse(req: NextApiRequest, res: NextApiResponse, status: number, problem: PreviewProblem) {
  if (req.cookies[NEXT_PREVIEW_COOKIE] !== undefined) res.clearPreviewData();
  appendSetCookie(res, EXPIRED_PREVIEW_COOKIE);
  sendPreviewProblem(res, status, problem, siteConfig.country.defaultLocale);
}

function appendSetCookie(res: NextApiResponse, cookie: string) {
  const previous = res.getHeader("Set-Cookie");
  res.setHeader("Set-Cookie", [...(Array.isArray(previous) ? previous : previous ? [String(previous)] : []), cookie]);
}
