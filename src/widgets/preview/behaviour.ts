import { watchPreviewCookie } from "./cookieWatch";

/**
 * The editors' preview session (docs/editors.md) on every page with the site frame, /auth included:
 * the Prismic preview cookie starts and ends preview; in preview, the exit buttons (bar, /auth) and,
 * with a real Prismic repository, Prismic's toolbar, both loaded only then. Settings:
 * src/components/preview/PreviewSession.tsx (`data-preview`, `data-toolbar-src`).
 */
export function enhancePreviewSession(): void {
  const session = document.querySelector<HTMLElement>('[data-enhance="preview-session"]');
  if (!session) return;
  const isPreview = session.dataset.preview === "on";
  watchPreviewCookie(isPreview);
  if (!isPreview) return;
  void import("./exitButton").then((exit) => exit.enhanceExitPreviewForms());
  const toolbarSrc = session.dataset.toolbarSrc;
  if (toolbarSrc) void import("./toolbar").then((toolbar) => toolbar.loadPrismicToolbar(toolbarSrc));
}
