import { defineConfig } from "vitest/config";
import path from "node:path";
import { IMPORT_ALIASES } from "./scripts/lint/importStyleRule.mjs";

/** The import aliases of tsconfig.json ("@/…" is src), as vite's alias keys ("@", "@tests", …). */
const alias = Object.fromEntries(
  IMPORT_ALIASES.map(({ alias, folder }) => [alias.slice(0, -1), path.resolve(import.meta.dirname, folder)]),
);
/** The explicit local mode (src/config/environment.ts): tests run on the local services' defaults. */
const env = { SITE_MODE: "local" };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // No unit test is timed; `npm test` runs them beside the content round trip on 2 cores,
          // where a CPU-bound one (the 2,000-input zip fuzz) was seen taking 7 s.
          testTimeout: 30_000,
          // One file per core (Vitest's default leaves one core free): 30 s instead of 54 s on 2 cores.
          maxWorkers: 2,
          env,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          // Its own project: `npm test` runs it beside the other stages (scripts/test.mjs).
          exclude: ["tests/integration/content-round-trip/**"],
          environment: "node",
          env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Most of its time is waiting (write pacing, timeouts, child processes), not CPU: four
          // files at once take 81 s on 2 cores where one at a time took 204 s.
          maxWorkers: 4,
        },
      },
      {
        // The full-seed content round trip (tests/integration/content-round-trip): about ten minutes,
        // mostly waiting on Prismic's write pacing; `npm test` runs it beside the other stages.
        resolve: { alias },
        test: {
          name: "round-trip",
          include: ["tests/integration/content-round-trip/**/*.test.ts"],
          environment: "node",
          env,
          testTimeout: 30 * 60_000,
          hookTimeout: 5 * 60_000,
          fileParallelism: false,
        },
      },
      {
        // Real `next start` processes over an existing build (tests/system/stack.ts); run by
        // scripts/e2e.mjs after the browser tests, on the build they used.
        resolve: { alias },
        test: {
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          environment: "node",
          env,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file starts its own processes on free ports and mostly waits on them: two at once.
          maxWorkers: 2,
        },
      },
      {
        // The hostile-input suite (issue 13): one real `next start` of an existing es build with its
        // own content service and mail sink (tests/security); run by scripts/e2e.mjs beside the system tests.
        resolve: { alias },
        test: {
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          env,
          testTimeout: 150_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
