// @ts-check
/**
 * Next.js configuration for one country's site (DESIGN §2): i18n locales, the route table's
 * rewrites and redirects, and the validated site configuration. Invalid configuration stops here,
 * before anything starts, with a message naming the variable.
 */
const { loadSiteConfig } = require("./src/config/site.js");
const { buildRewrites, buildRedirects } = require("./src/config/nextRouting.js");
const { buildSecurityHeaders } = require("./src/config/securityHeaders.js");

/** @returns {import("./src/config/site.js").SiteConfig} */
function siteConfigOrExit() {
  try {
    return loadSiteConfig(process.env);
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigError") {
      console.error(`\nConfiguration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const site = siteConfigOrExit();

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm run typecheck` (part of `npm test`) checks the whole project; builds skip it to stay fast.
  typescript: { ignoreBuildErrors: true },
  i18n: {
    locales: [...site.country.locales],
    defaultLocale: site.country.defaultLocale,
    localeDetection: false,
  },
  experimental: {
    // No inline Turbopack bootstrap script in the HTML: the Content-Security-Policy then needs no
    // per-build hashes and pages stay static (docs/decisions.md).
    turbopackSharedRuntime: false,
  },
  images: {
    deviceSizes: [640, 828, 1200, 2048, 3840],
    qualities: [75],
  },
  async rewrites() {
    return buildRewrites(site.country);
  },
  async redirects() {
    return buildRedirects(site.country);
  },
  async headers() {
    return buildSecurityHeaders(site, { dev: process.env.NODE_ENV === "development" });
  },
};

module.exports = nextConfig;
