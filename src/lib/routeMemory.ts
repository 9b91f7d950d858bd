import { useEffect } from "react";
import type { NextRouter } from "next/router";

/** sessionStorage keys holding the current and previous route of this browser session. */
export const ROUTE_MEMORY_KEYS = { current: "site:currentRoute", previous: "site:previousRoute" } as const;

/** Records a route as the current one, moving the old current route to "previous". */
export function rememberRoute(storage: Storage, path: string): void {
  const current = storage.getItem(ROUTE_MEMORY_KEYS.current);
  if (current === path) return;
  if (current !== null) storage.setItem(ROUTE_MEMORY_KEYS.previous, current);
  storage.setItem(ROUTE_MEMORY_KEYS.current, path);
}

/** Keeps the current and previous route in sessionStorage for the browser session (spec §2). */
export function useRouteMemory(router: NextRouter): void {
  useEffect(() => {
    const record = (url: string) => {
      try {
        rememberRoute(window.sessionStorage, url);
      } catch {
        // storage disabled (private mode, quota): the site works without it
      }
    };
    record(router.asPath);
    router.events.on("routeChangeComplete", record);
    return () => router.events.off("routeChangeComplete", record);
  }, [router]);
}
