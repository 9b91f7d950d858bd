import { watchPreviewCookie } from "./cookieWatch";
import { Enhance } from "@/widgets/widgetContract";
import { PreviewContract, PreviewState } from "./previewContract";

/**
 * The editors' preview session (docs/editors.md) on every page with the site frame, /auth included:
 * the Prismic preview cookie starts and ends preview; in preview, the exit buttons (bar, /auth) and,
 * with a real Prismic repository, Prismic's toolbar, both loaded only then. Settings:
 * ./PreviewSession.tsx.
 */
export function enhancePreviewSession(): void {
  const session = document.querySelector<HTMLElement>(`[${Enhance.attribute}="${PreviewContract.widget}"]`);
  if (!session) return;
  const isPreview = session.getAttribute(PreviewContract.state) === PreviewState.on;
  watchPreviewCookie(isPreview);
  if (!isPreview) return;
  void import("./exitButton").then((exit) => exit.enhanceExitPreviewForms());
  const toolbarSrc = session.getAttribute(PreviewContract.toolbarSrc);
  if (toolbarSrc) void import("./toolbar").then((toolbar) => toolbar.loadPrismicToolbar(toolbarSrc));
}
