/**
 * Every port the local stack, its scripts and its tests reserve, declared once; each country's
 * site is its `localPort` in ./countries.ts. The stand-alone services (services/) keep their own
 * defaults, and tests/unit/registryCompanions.test.ts proves they are these and that no two clash.
 */
import { COUNTRIES, COUNTRY_CODES } from "./countries";

export const LOCAL_PORTS = {
  /** The local content service (`npm run content-service`, `npm start`, the e2e run). */
  contentService: 3100,
  /** The local mail sink (`npm run mail-sink`, `npm start`, the e2e run). */
  mailSink: 3200,
  /** The release-pinned es site of the e2e run (tests/e2e/exclusive/publishing.spec.ts). */
  pinnedSite: 3002,
  /** Slice Machine (`npm run slicemachine`): its port is fixed by Slice Machine itself. */
  sliceMachine: 9999,
  /** scripts/page-snapshot.mts: its own content service and site, beside a running `npm start`. */
  snapshotContent: 3150,
  snapshotSite: 3151,
} as const;

/** Every reserved port and what holds it: the countries' sites, then the ports above. */
export function reservedPorts(): { holder: string; port: number }[] {
  return [
    ...COUNTRY_CODES.map((code) => ({ holder: `${code} site`, port: COUNTRIES[code].localPort as number })),
    ...Object.entries(LOCAL_PORTS).map(([holder, port]) => ({ holder, port: port as number })),
  ];
}

/** A local port's origin (`http://localhost:3100`). */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}
