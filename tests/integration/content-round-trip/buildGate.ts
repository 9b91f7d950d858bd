import fs from "node:fs";

/**
 * Resolves once the sites may be built: at once when run alone (`npm run test:round-trip`); in
 * `npm test`, when scripts/e2e.mjs creates the file `ROUND_TRIP_BUILD_GATE` after the browser
 * tests, so that the builds on the pulled copy never compete with them for the two cores (the
 * builds on the seed run earlier, while the push waits on the write pacing).
 */
export async function waitForBuildGate(timeoutMs = 60 * 60_000): Promise<void> {
  const gate = process.env.ROUND_TRIP_BUILD_GATE;
  if (!gate) return;
  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(gate)) {
    if (Date.now() > deadline)
      throw new Error(
        `${gate} did not appear within ${timeoutMs / 60_000} min (scripts/e2e.mjs creates it after the browser tests)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
