import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import type { SliceZone } from "@prismicio/client";
import {
  SimulatorManager,
  StateEventType,
  getDefaultProps,
  simulatorClass,
  simulatorRootClass,
} from "@prismicio/simulator/kit";
import {
  isPrismicOrigin,
  relaySliceMachineMessages,
  watchSimulatorConnection,
  type SimulatorConnection,
} from "./simulatorChannel";
import { SimulatorUnreachable } from "./SimulatorUnreachable";

/** How long the page waits for Slice Machine or the Page Builder to connect before saying why it cannot. */
const CONNECT_TIMEOUT_MS = 6_000;

/** One manager per page, as in `@prismicio/next`'s SliceSimulator (it registers window listeners once). */
let manager: SimulatorManager | null = null;

const development = process.env.NODE_ENV === "development";

/** Whom the simulator takes slices from: Prismic, the configured Slice Machine, anyone in development (as the library). */
const accepts = (origin: string, sliceMachineOrigin: string | null) =>
  development || isPrismicOrigin(origin) || origin === sliceMachineOrigin;

/**
 * The framed slice simulator: the slices Slice Machine or the Page Builder send through
 * `@prismicio/simulator`, rendered by `children`. Unlike `@prismicio/next`'s SliceSimulator it
 * connects to the configured local Slice Machine in a production build too (`sliceMachineOrigin`,
 * src/sliceSimulator/simulatorChannel.ts), says in Spanish what to change when nobody it accepts
 * connects, lets the slices' forms validate and submit, and keeps links from navigating the frame.
 */
export function SliceSimulatorFrame({
  sliceMachineOrigin,
  defaultSliceMachineOrigin,
  children,
}: {
  /** The local Slice Machine allowed to drive the page (SLICE_MACHINE_ORIGIN), or null. */
  sliceMachineOrigin: string | null;
  /** Where `npm run slicemachine` opens, named in the message when the parent is unknown. */
  defaultSliceMachineOrigin: string;
  children: (slices: SliceZone) => ReactNode;
}) {
  const [slices, setSlices] = useState<SliceZone>([]);
  const [connection, setConnection] = useState<SimulatorConnection>({ state: "waiting" });

  useEffect(() => {
    // Before the library's own listener, so the relayed copy follows the real message at once.
    const stopRelay = !development && sliceMachineOrigin ? relaySliceMachineMessages(sliceMachineOrigin) : () => {};
    const stopWatch = watchSimulatorConnection({
      accepts: (origin) => accepts(origin, sliceMachineOrigin),
      timeoutMs: CONNECT_TIMEOUT_MS,
      onChange: setConnection,
    });
    manager ??= new SimulatorManager();
    manager.state.on(StateEventType.Slices, (next) => setSlices(next), "site-simulator-slices");
    void manager.init();
    return () => {
      stopRelay();
      stopWatch();
      manager?.state.off(StateEventType.Slices, "site-simulator-slices");
    };
  }, [sliceMachineOrigin]);

  // A link would take the frame to a page that refuses framing: inside the simulator links do nothing.
  const keepLinksInPlace = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  };

  const defaults = getDefaultProps();
  return (
    <div
      className={simulatorClass}
      style={{
        zIndex: defaults.zIndex,
        position: "fixed",
        top: 0,
        left: 0,
        width: "100%",
        height: "100vh",
        overflow: "auto",
        background: defaults.background,
      }}
    >
      {connection.state === "refused" && slices.length === 0 ? (
        <SimulatorUnreachable
          parentOrigin={connection.origin}
          parentAccepted={connection.origin !== null && accepts(connection.origin, sliceMachineOrigin)}
          sliceMachineOrigin={sliceMachineOrigin}
          defaultSliceMachineOrigin={defaultSliceMachineOrigin}
        />
      ) : slices.length > 0 ? (
        <div
          id="root"
          className={simulatorRootClass}
          onClickCapture={keepLinksInPlace}
          data-simulator-connection={connection.state}
        >
          {children(slices)}
        </div>
      ) : null}
    </div>
  );
}
