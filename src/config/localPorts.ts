/**
 * Every port the local stack, its scripts and its tests reserve, declared once; each country's
 * site is its `localPort` in ./countries.ts. The stand-alone services (services/) keep their own
 * defaults, and tests/unit/registryCompanions.test.ts proves they are these and that no two clash.
 */
import { COUNTRIES, COUNTRY_CODES, localDistDir, type CountryCode } from "./countries";

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

/** How much higher `npm test`'s stack listens than `npm start`'s, so that both run side by side. */
export const TEST_STACK_SHIFT = 1000;

/**
 * The local stack a script or test belongs to, by `LOCAL_STACK`: `npm start`'s (unset), or "test",
 * `npm test`'s (scripts/e2e.mjs sets it for itself and all it starts), whose sites, services and
 * pinned site listen `TEST_STACK_SHIFT` higher and whose builds are `.next-test-<code>`. Never read
 * by the site: the stack hands its sites their addresses.
 */
export function localStack(env: Record<string, string | undefined> = process.env) {
  const test = env.LOCAL_STACK === "test";
  const shift = test ? TEST_STACK_SHIFT : 0;
  const sitePort = (code: CountryCode) => COUNTRIES[code].localPort + shift;
  return {
    test,
    contentService: LOCAL_PORTS.contentService + shift,
    mailSink: LOCAL_PORTS.mailSink + shift,
    pinnedSite: LOCAL_PORTS.pinnedSite + shift,
    sitePort,
    /** A country's site (`http://localhost:3000`). */
    siteUrl: (code: CountryCode) => localOrigin(sitePort(code)),
    /** Where the content service's preview button sends a country's documents (`http://127.0.0.1:3001`). */
    previewUrl: (code: CountryCode) => `http://${COUNTRIES[code].localPreviewHost}:${sitePort(code)}`,
    distDir: (code: CountryCode) => (test ? `.next-test-${code}` : localDistDir(code)),
  };
}

/** The ports a stack's processes listen on: its sites, content service, mail sink and pinned site. */
function stackPorts(stack: ReturnType<typeof localStack>, label: string) {
  return [
    ...COUNTRY_CODES.map((code) => ({ holder: `${label}${code} site`, port: stack.sitePort(code) })),
    { holder: `${label}contentService`, port: stack.contentService },
    { holder: `${label}mailSink`, port: stack.mailSink },
    { holder: `${label}pinnedSite`, port: stack.pinnedSite },
  ];
}

/** Every reserved port and what holds it: `npm start`'s stack, `npm test`'s, then the other ports above. */
export function reservedPorts(): { holder: string; port: number }[] {
  const own = ["contentService", "mailSink", "pinnedSite"];
  return [
    ...stackPorts(localStack({}), ""),
    ...stackPorts(localStack({ LOCAL_STACK: "test" }), "test stack "),
    ...Object.entries(LOCAL_PORTS)
      .filter(([holder]) => !own.includes(holder))
      .map(([holder, port]) => ({ holder, port: port as number })),
  ];
}

/** A local port's origin (`http://localhost:3100`). */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}
