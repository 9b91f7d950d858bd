import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/** Calls back once React has hydrated the island (its effects run only then). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates one island's element with its component and the props the server wrote into it
 * (src/islands/defineIsland.tsx); resolves once it is live, and marks it `data-island-hydrated`
 * (for the tests and the bench). The rest of the page stays static HTML.
 */
export function hydrateIsland(root: HTMLElement, Component: ComponentType<object>, props: object): Promise<void> {
  return new Promise((resolve) => {
    const onHydrated = () => {
      root.dataset.islandHydrated = "true";
      resolve();
    };
    hydrateRoot(
      root,
      <Hydrated onHydrated={onHydrated}>
        <Component {...props} />
      </Hydrated>,
      { onRecoverableError: (error) => console.error("[island]", root.dataset.island, error) },
    );
  });
}
