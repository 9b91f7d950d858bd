/**
 * The slice simulator's side of the connection with Slice Machine or the Page Builder (the
 * `@prismicio/simulator` protocol: the framed page says "ready", the parent answers and sends a
 * "connect" request with a MessagePort, then everything goes through that port).
 *
 * In a production build `@prismicio/simulator` (0.2.4, `ChannelReceiver`) only listens to parents on
 * Prismic's https origins, so a local Slice Machine (http://localhost:9999) never connects to
 * `npm start`. `relaySliceMachineMessages` hands the library the messages of the one local origin
 * the site allows (SLICE_MACHINE_ORIGIN, src/config/sliceMachine.ts); `watchSimulatorConnection`
 * tells the page when nobody it accepts connects, so it can say what to change (docs/editors.md).
 */

/** Origins `@prismicio/simulator` answers outside development (its ChannelReceiver's list). */
const PRISMIC_ORIGIN =
  /^https:\/\/[^/]+\.(prismic\.io|wroom\.io|marketing-tools-wroom\.com|dev-tools-wroom\.com|platform-wroom\.com)$/;

/**
 * The origin relayed messages carry: one the library accepts. Nothing is ever sent to it — the
 * library answers a connect request through the MessagePort that came with it.
 */
export const RELAYED_ORIGIN = "https://local-slice-machine.prismic.io";

/** Whether `@prismicio/simulator` itself listens to a parent on this origin in a production build. */
export function isPrismicOrigin(origin: string): boolean {
  return PRISMIC_ORIGIN.test(origin);
}

/**
 * Passes on to the simulator library, as if from a Prismic origin, every message the parent frame
 * sends from `sliceMachineOrigin` (exactly that origin, and only from `window.parent`). Messages
 * from any other origin or window are left as they are (the library drops them). Returns the way
 * to stop. Only for production builds: in development the library listens to every origin already.
 */
export function relaySliceMachineMessages(sliceMachineOrigin: string, win: Window = window): () => void {
  const relayed = new WeakSet<Event>();
  const relay = (event: MessageEvent) => {
    if (relayed.has(event) || event.origin !== sliceMachineOrigin || event.source !== win.parent || win.parent === win)
      return;
    const copy = new MessageEvent("message", {
      data: event.data,
      origin: RELAYED_ORIGIN,
      source: event.source,
      ports: [...event.ports],
    });
    relayed.add(copy);
    win.dispatchEvent(copy);
  };
  win.addEventListener("message", relay);
  return () => win.removeEventListener("message", relay);
}

/** How the connection with the framing page stands. */
export type SimulatorConnection =
  | { state: "waiting" }
  | { state: "connected"; origin: string }
  /** Nobody the site accepts connected: `origin` is the parent's (when the browser tells it). */
  | { state: "refused"; origin: string | null };

/** A "connect" request of the simulator protocol. */
function isConnectRequest(data: unknown): boolean {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "connect" &&
    typeof (data as { requestID?: unknown }).requestID === "string"
  );
}

/** The framing page's origin, as far as the browser tells it (Chromium: `ancestorOrigins`; else the referrer). */
export function parentOrigin(win: Window = window): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Watches the framing page's "connect" request: `connected` when it comes from an origin the
 * simulator accepts (`accepts`), `refused` at once when it comes from another one, or after
 * `timeoutMs` when none comes at all (a page that frames the simulator but does not speak its
 * protocol, a refused origin that never gets as far as connecting). An accepted connect that comes
 * later still turns it `connected`. Returns the way to stop.
 */
export function watchSimulatorConnection(
  {
    accepts,
    timeoutMs,
    onChange,
  }: { accepts: (origin: string) => boolean; timeoutMs: number; onChange: (connection: SimulatorConnection) => void },
  win: Window = window,
): () => void {
  const listen = (event: MessageEvent) => {
    if (event.source !== win.parent || !isConnectRequest(event.data)) return;
    if (event.origin === RELAYED_ORIGIN) return; // our own copy of the real message, seen first
    if (!accepts(event.origin)) return onChange({ state: "refused", origin: event.origin });
    stop();
    onChange({ state: "connected", origin: event.origin });
  };
  const timer = win.setTimeout(() => onChange({ state: "refused", origin: parentOrigin(win) }), timeoutMs);
  win.addEventListener("message", listen);
  function stop() {
    win.clearTimeout(timer);
    win.removeEventListener("message", listen);
  }
  return stop;
}
