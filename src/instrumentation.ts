/**
 * Runs once when a server instance starts (Next's instrumentation hook): loads what is kept per
 * content ref — each locale's search index (from its snapshot when there is one) and the sitemap —
 * in the background, so the first search and the first crawler do not wait for them.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ siteConfig }, { warmSearchIndexes }, { currentSitemap }] = await Promise.all([
    import("@/lib/siteConfig"),
    import("@/sections/search/searchIndexLoader"),
    import("@/server/sitemap/sitemapSnapshot"),
  ]);
  void warmSearchIndexes(siteConfig.country.locales);
  void currentSitemap().catch(() => undefined);
}
