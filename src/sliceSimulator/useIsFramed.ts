import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** Whether the page runs inside a frame (Slice Machine, the Page Builder); false while server rendering. */
export function useIsFramed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.parent !== window,
    () => false,
  );
}
