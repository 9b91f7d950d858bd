/**
 * Runs once when a server process starts (`next start`, the standalone server of the container
 * image, `next dev`): an incomplete or invalid environment stops it with one line per variable
 * before it answers anything (src/config/environment.ts, docs/deploy.md). The standalone server
 * does not read next.config.ts again, so this is where it checks its run-time variables.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loadSiteConfig } = await import("./config/site");
  const { loadFormsConfig } = await import("./server/formsConfig");
  const { exitOnConfigError } = await import("./config/configErrorExit");
  try {
    loadSiteConfig(process.env);
    loadFormsConfig(process.env);
  } catch (error) {
    exitOnConfigError(error);
  }
}
