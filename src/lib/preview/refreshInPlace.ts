import type { NextRouter } from "next/router";

/**
 * Shows the current page again after preview started, changed or ended, without scrolling.
 *
 * Outside preview the page's data is fetched again in place (the router's client cache skipped).
 * In preview the page is reloaded instead: the router keeps data fetched in preview in its client
 * cache and would serve those drafts again; the browser restores the scroll position.
 */
export async function refreshInPlace(router: Pick<NextRouter, "replace" | "asPath" | "isPreview">): Promise<void> {
  if (router.isPreview) {
    window.location.reload();
    return;
  }
  await router.replace(router.asPath, undefined, { scroll: false, unstable_skipClientCache: true });
}
