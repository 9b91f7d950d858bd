import { defineConfig, type Project } from "@playwright/test";
import { COUNTRY_CODES } from "./src/config/countries";
import { localOrigin, localStack } from "./src/config/localPorts";

/** The stack under test: `npm start`'s, or `npm test`'s when scripts/e2e.mjs runs the suite (LOCAL_STACK=test). */
const STACK = localStack();

/**
 * Every browser starts with a recorded cookie choice (analytics rejected): the consent banner then
 * stays out of the way of the other tests. tests/e2e/consent.spec.ts starts without one.
 */
const decidedConsent = (origin: string) => ({
  origin,
  localStorage: [
    {
      name: "site:consent",
      value: JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }),
    },
  ],
});

/** The release-pinned es instance of the e2e run (scripts/e2e.mjs). */
const PINNED_SITE_URL = process.env.E2E_PINNED_SITE_URL ?? localOrigin(STACK.pinnedSite);

/** One project per country's site, then the tests that change the shared content service, alone, one country after the other. */
const countryProjects: Project[] = COUNTRY_CODES.map((code) => ({
  name: code,
  use: { baseURL: STACK.siteUrl(code) },
  metadata: { country: code },
  testIgnore: "exclusive/**",
}));
const exclusiveProjects: Project[] = COUNTRY_CODES.map((code, index) => ({
  name: `exclusive-${code}`,
  use: { baseURL: STACK.siteUrl(code) },
  metadata: { country: code },
  testMatch: "exclusive/**/*.spec.ts",
  workers: 1,
  dependencies: index === 0 ? [...COUNTRY_CODES] : [`exclusive-${COUNTRY_CODES[index - 1]}`],
}));

/**
 * Browser tests in a real Chromium (the system's by default, see scripts/lib/chromium.mjs),
 * against both sites as `npm run test:e2e` serves them (R10).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    storageState: { cookies: [], origins: [...COUNTRY_CODES.map(STACK.siteUrl), PINNED_SITE_URL].map(decidedConsent) },
    locale: "es-ES",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Pages answered by request interception (stand-ins for Prismic's origins) may frame the
        // local sites: the slice simulator tests play the Page Builder that way.
        "--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessForNavigations,BlockInsecurePrivateNetworkRequests",
      ],
    },
  },
  projects: [...countryProjects, ...exclusiveProjects],
});
