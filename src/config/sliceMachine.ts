/**
 * Which local Slice Machine may drive the slice simulator (docs/editors.md): SLICE_MACHINE_ORIGIN,
 * read by the environment schema (./environment.ts). Prismic's own origins (the Page Builder)
 * always may; this adds the origin a local `npm run slicemachine` is opened at.
 */

import { LOCAL_PORTS, localOrigin } from "./localPorts";

/** Where `npm run slicemachine` opens (Slice Machine's fixed port). */
export const DEFAULT_SLICE_MACHINE_ORIGIN = localOrigin(LOCAL_PORTS.sliceMachine);

/** The value that turns the local Slice Machine off (a deployment that wants only Prismic). */
const NO_SLICE_MACHINE = "none";

/** What SLICE_MACHINE_ORIGIN accepts, for the error message. */
export const SLICE_MACHINE_ORIGIN_EXPECTED = `the origin Slice Machine opens at, e.g. ${DEFAULT_SLICE_MACHINE_ORIGIN}, or "${NO_SLICE_MACHINE}"`;

/** The origin a SLICE_MACHINE_ORIGIN value names, `null` for "none", `undefined` when it is not an http(s) origin without path. */
function parse(value: string): string | null | undefined {
  if (value.toLowerCase() === NO_SLICE_MACHINE) return null;
  if (!URL.canParse(value) || /[?#]$/.test(value)) return undefined;
  const url = new URL(value);
  if (!["http:", "https:"].includes(url.protocol) || url.pathname !== "/" || url.search || url.hash || url.username)
    return undefined;
  return url.origin;
}

/** Whether a (trimmed, non-blank) SLICE_MACHINE_ORIGIN value is valid. */
export function isSliceMachineOriginSetting(value: string): boolean {
  return parse(value) !== undefined;
}

/**
 * The origin of the local Slice Machine allowed to frame and drive `/slice-simulator`, from a valid
 * SLICE_MACHINE_ORIGIN value: `none` → null; unset → http://localhost:9999 in the local mode, null
 * (Prismic's Page Builder only) in production.
 */
export function sliceMachineOrigin(setting: string | undefined, localMode: boolean): string | null {
  if (setting === undefined) return localMode ? DEFAULT_SLICE_MACHINE_ORIGIN : null;
  const origin = parse(setting);
  // The environment schema refused anything else before (isSliceMachineOriginSetting).
  if (origin === undefined) throw new Error(`SLICE_MACHINE_ORIGIN=${JSON.stringify(setting)} was not validated`);
  return origin;
}
