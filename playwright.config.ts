import { defineConfig } from "@playwright/test";

/**
 * Every browser starts with a recorded cookie choice (analytics rejected): the consent banner then
 * stays out of the way of the other tests. tests/e2e/consent.spec.ts starts without one.
 */
const decidedConsent = (origin: string) => ({
  origin,
  localStorage: [{ name: "site:consent", value: JSON.stringify({ version: 1, analytics: false, decidedAt: new Date().toISOString() }) }],
});

/**
 * Browser tests in a real Chromium (the system's by default, see scripts/lib/chromium.mjs),
 * against both sites as `npm run test:e2e` serves them (DESIGN §6).
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
    storageState: { cookies: [], origins: ["http://localhost:3000", "http://localhost:3001", "http://localhost:3002"].map(decidedConsent) },
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
  projects: [
    { name: "es", use: { baseURL: "http://localhost:3000" }, metadata: { country: "es" }, testIgnore: "exclusive/**" },
    { name: "co", use: { baseURL: "http://localhost:3001" }, metadata: { country: "co" }, testIgnore: "exclusive/**" },
    // Tests that change the shared content service (faults, edited documents) run alone, after everything else.
    {
      name: "exclusive-es",
      use: { baseURL: "http://localhost:3000" },
      metadata: { country: "es" },
      testMatch: "exclusive/**/*.spec.ts",
      workers: 1,
      dependencies: ["es", "co"],
    },
    {
      name: "exclusive-co",
      use: { baseURL: "http://localhost:3001" },
      metadata: { country: "co" },
      testMatch: "exclusive/**/*.spec.ts",
      workers: 1,
      dependencies: ["exclusive-es"],
    },
  ],
});
