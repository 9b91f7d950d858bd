import { PREVIEW_EXIT_PATH, PREVIEW_START_PATH } from "@/preview/previewPaths";

/** One start or exit at a time per page view (the cookie watcher and the exit button share it). */
let pending = false;

/**
 * Runs a preview start or exit unless one is already running; errors are only logged (R4).
 * Resolves to the action's result, or false when it did not run or failed.
 */
async function exclusive(action: () => Promise<boolean>): Promise<boolean> {
  if (pending) return false;
  pending = true;
  try {
    return await action();
  } catch (error) {
    console.error("[preview]", error);
    return false;
  } finally {
    pending = false;
  }
}

/**
 * Enters preview through /api/preview (it reads the Prismic preview cookie and answers with a
 * redirect, setting Next's preview cookies), then reloads the page, which the browser shows again at
 * the same scroll position. A refusal is logged to the console only; resolves to whether it worked.
 */
export function startPreview(): Promise<boolean> {
  return exclusive(async () => {
    const response = await fetch(PREVIEW_START_PATH, { redirect: "manual", credentials: "same-origin" });
    if (response.type !== "opaqueredirect") {
      console.error(`[preview] could not start the preview through ${PREVIEW_START_PATH} (HTTP ${response.status})`);
      return false;
    }
    window.location.reload();
    return true;
  });
}

/**
 * Leaves preview through /api/exit-preview (Next's preview cookies and the Prismic cookie are
 * cleared), then reloads the page at the same scroll position: only a new request renders the
 * published content. A failure is logged to the console only; resolves to whether it worked.
 */
export function leavePreview(): Promise<boolean> {
  return exclusive(async () => {
    const response = await fetch(PREVIEW_EXIT_PATH, { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) {
      console.error(`[preview] could not leave the preview through ${PREVIEW_EXIT_PATH} (HTTP ${response.status})`);
      return false;
    }
    window.location.reload();
    return true;
  });
}
