/**
 * The minimal Next.js app of `npm run bench` (scripts/bench/minimalNext.mjs): the same Next.js
 * version and defaults as the site, no i18n, rewrites or headers. With MINIMAL_SITE_ROUTING=1 it
 * takes the site's own routing configuration instead (the country's i18n locales, the route
 * table's rewrites and redirects, the security headers, no ETags): the same one-page app, to show
 * how much of a page's cost is that configuration rather than the page.
 */
import type { NextConfig } from "next";
import { loadSiteConfig } from "../../src/config/site";
import { buildRedirects, buildRewrites } from "../../src/config/nextRouting";
import { buildSecurityHeaders } from "../../src/config/securityHeaders";

const bare: NextConfig = {
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

function withSiteRouting(): NextConfig {
  const site = loadSiteConfig(process.env);
  return {
    ...bare,
    generateEtags: false,
    i18n: { locales: [...site.country.locales], defaultLocale: site.country.defaultLocale, localeDetection: false },
    rewrites: async () => buildRewrites(site.country),
    redirects: async () => buildRedirects(site.country),
    headers: async () => buildSecurityHeaders(site, {}),
  };
}

export default process.env.MINIMAL_SITE_ROUTING === "1" ? withSiteRouting() : bare;
