import { rememberRoute } from "./routeMemoryStore";

/** Records this page as the session's current route, the last one as previous (R2). */
export function enhanceRouteMemory(): void {
  try {
    rememberRoute(window.sessionStorage, window.location.pathname + window.location.search);
  } catch {
    // storage disabled (private mode, quota): the site works without it
  }
}
