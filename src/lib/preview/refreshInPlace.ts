import type { NextRouter } from "next/router";

/**
 * Reloads the current page's data after preview starts or ends, without scrolling. The router's
 * client cache is skipped: it may hold this page's data from the other side of the switch.
 */
export function refreshInPlace(router: Pick<NextRouter, "replace" | "asPath">): Promise<boolean> {
  return router.replace(router.asPath, undefined, { scroll: false, unstable_skipClientCache: true });
}
