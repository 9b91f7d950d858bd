/** What the page must do about preview after looking at the Prismic preview cookie. */
export type PreviewStep = "start" | "end" | null;

/**
 * The preview session's rule (R4): a preview cookie on a page outside preview starts preview,
 * unless that very cookie was already refused on this page view; no cookie on a page in preview
 * ends it; otherwise nothing.
 */
export function previewStep(cookie: string | null, isPreview: boolean, refusedCookie: string | null): PreviewStep {
  if (cookie && !isPreview && cookie !== refusedCookie) return "start";
  if (!cookie && isPreview) return "end";
  return null;
}
