import type { ComponentType, JSX } from "react";
import type { IslandName } from "./registry";

/** The components `defineIsland` paired with each name (checked against the registry by the unit tests). */
export const definedIslands = new Map<IslandName, ComponentType<never>>();

/**
 * Marks a component as an island: the returned component renders it on the server inside an
 * element that names the island and carries its props as JSON, so the browser can hydrate exactly
 * that element with the same component and the same props. The props must be plain JSON (texts
 * included: the component reads no translation context) and the component must render the same
 * from them on the server and in the browser (no `useId`: ids come from props).
 */
export function defineIsland<P extends object>(name: IslandName, Component: ComponentType<P>) {
  definedIslands.set(name, Component as ComponentType<never>);
  function Island(props: P): JSX.Element {
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
