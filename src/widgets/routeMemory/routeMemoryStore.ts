/** sessionStorage keys holding the current and previous route of this browser session. */
export const ROUTE_MEMORY_KEYS = { current: "site:currentRoute", previous: "site:previousRoute" } as const;

/** Records a route as the current one, moving the old current route to "previous". */
export function rememberRoute(storage: Storage, path: string): void {
  const current = storage.getItem(ROUTE_MEMORY_KEYS.current);
  if (current === path) return;
  if (current !== null) storage.setItem(ROUTE_MEMORY_KEYS.previous, current);
  storage.setItem(ROUTE_MEMORY_KEYS.current, path);
}
