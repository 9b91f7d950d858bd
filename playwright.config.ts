import { defineConfig } from "@playwright/test";

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
      ],
    },
  },
  projects: [
    { name: "es", use: { baseURL: "http://localhost:3000" }, metadata: { country: "es" }, testIgnore: "faults/**" },
    { name: "co", use: { baseURL: "http://localhost:3001" }, metadata: { country: "co" }, testIgnore: "faults/**" },
    // Tests that inject faults into the shared content service run alone, after everything else.
    {
      name: "faults-es",
      use: { baseURL: "http://localhost:3000" },
      metadata: { country: "es" },
      testMatch: "faults/**/*.spec.ts",
      dependencies: ["es", "co"],
    },
    {
      name: "faults-co",
      use: { baseURL: "http://localhost:3001" },
      metadata: { country: "co" },
      testMatch: "faults/**/*.spec.ts",
      dependencies: ["faults-es"],
    },
  ],
});
