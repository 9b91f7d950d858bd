/**
 * Runs once when a server process starts (`next start`, the standalone server of the container
 * image, `next dev`, Next's instrumentation hook). First, an incomplete or invalid environment stops
 * it with one line per variable before it answers anything (src/config/environment.ts,
 * docs/deploy.md): the standalone server does not read next.config.ts again, so this is where it
 * checks its run-time variables. Then it loads what is kept per content ref — each locale's search
 * index (from its snapshot when there is one: the build's, the shared one, or its own last) and the
 * published record (src/server/published/) — in the background, so the first search and the first crawler do not wait for them;
 * /api/ready answers 503 until the search indexes are in (docs/deploy.md "Health checks").
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { loadSiteConfig } = await import("@/config/site");
  const { loadFormsConfig } = await import("@/server/formsConfig");
  const { exitOnConfigError } = await import("@/config/configErrorExit");
  try {
    loadSiteConfig(process.env);
    loadFormsConfig(process.env);
  } catch (error) {
    exitOnConfigError(error);
  }
  // On Vercel this runs at every cold start of every function: nothing is loaded ahead there;
  // search and the sitemap load on first use (docs/deploy.md "Which target runs every feature").
  if (process.env.NEXT_PHASE === "phase-production-build" || process.env.VERCEL) return;
  const [{ siteConfig }, { warmSearchIndexes }, { loadPublishedRecord }] = await Promise.all([
    import("@/lib/siteConfig"),
    import("@/sections/search/searchIndexLoader"),
    import("@/server/published/publishedRecord"),
  ]);
  void warmSearchIndexes(siteConfig.country.locales);
  void loadPublishedRecord().catch(() => undefined);
}
