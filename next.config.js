// @ts-check
/**
 * Next.js configuration for one country's site (DESIGN §2): i18n locales, the route table's
 * rewrites and redirects, and the validated site configuration. Invalid configuration stops here,
 * before anything starts, with a message naming the variable.
 */
const { loadSiteConfig } = require("./src/config/site.js");
const { buildRewrites, buildRedirectRewrites, DATA_REQUEST_GUARD } = require("./src/config/nextRouting.js");
const { buildSecurityHeaders } = require("./src/config/securityHeaders.js");
const { buildEnhanceBundle, ENHANCE_URL_PREFIX } = require("./src/config/enhanceBundle.js");

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

/**
 * The build id, the same for every instance of a build (docs/deploy.md): BUILD_ID when set, else
 * the git commit being built, else Next's own random id. It names the `/_next/data/<id>/` URLs and
 * prefixes the shared ISR cache's keys, so instances built separately from the same source agree.
 * @returns {string | null}
 */
function buildId() {
  const explicit = (process.env.BUILD_ID ?? "").trim();
  if (explicit) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(explicit)) {
      console.error(`\nConfiguration error: Invalid BUILD_ID=${JSON.stringify(explicit)}: 1 to 64 letters, digits, '.', '_' or '-'.\n`);
      process.exit(1);
    }
    return explicit;
  }
  try {
    return require("node:child_process").execFileSync("git", ["rev-parse", "HEAD"], { cwd: __dirname, stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || null;
  } catch {
    return null;
  }
}

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No per-request ETag: Next hashes the whole HTML (fnv1a, in JS) on every answer, which cost the
  // product page 40 % of its throughput (docs/performance.md). Pages are ISR with s-maxage, so
  // the CDN in front answers conditional requests from its own copy (docs/deploy.md).
  generateEtags: false,
  // Locally the co site is previewed on 127.0.0.1 (docs/decisions.md, "Local previews"): next dev
  // serves its dev resources (hot reload) to that host name too.
  allowedDevOrigins: ["127.0.0.1"],
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // A self-contained server in <distDir>/standalone for container images (Dockerfile, docs/deploy.md);
  // `next start` works as before.
  output: "standalone",
  generateBuildId: buildId,
  // The route table's permanent redirects and the trailing-slash redirect are rewritten to an API
  // route that answers them (buildRedirectRewrites): Next's own redirects skip the headers below
  // (the security headers), a rewritten answer carries them (docs/decisions.md).
  skipTrailingSlashRedirect: true,
  // The ISR cache handler (a Redis shared by every instance when REDIS_URL is set at run time) is
  // added per phase by `cacheHandlerFor` below.
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
    return { beforeFiles: [DATA_REQUEST_GUARD, ...buildRedirectRewrites(site.country)], afterFiles: buildRewrites(site.country), fallback: [] };
  },
  async headers() {
    return [
      ...buildSecurityHeaders(site, { dev: process.env.NODE_ENV === "development" }),
      // The browser script's files are content-hashed (src/config/enhanceBundle.js): cached for good.
      { source: `${ENHANCE_URL_PREFIX}:file*`, locale: false, headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
};

/**
 * The ISR cache handler (src/server/isrCache/cacheHandler.mjs, docs/deploy.md) where it can do
 * something: in every build, so the standalone server and Vercel carry it as before, and whenever
 * REDIS_URL is set. `next start` without REDIS_URL gets Next's own file-system cache directly,
 * which is all the handler would delegate to: Next `import()`s a custom handler and constructs it
 * on every request, which cost the product page 5–13 % of its requests per second.
 * @param {string} phase
 * @returns {string | undefined}
 */
function cacheHandlerFor(phase) {
  const needed = phase === "phase-production-build" || (process.env.REDIS_URL ?? "").trim() !== "";
  return needed ? require.resolve("./src/server/isrCache/cacheHandler.mjs") : undefined;
}

/**
 * The configuration, after building the site's browser script (public/_enhance) when Next is about
 * to build or to serve in development: every `next build` ships the script its pages reference.
 * @param {string} phase
 */
module.exports = (phase) => {
  // Next reads this file again in its build workers, which inherit the environment: build once.
  if ((phase === "phase-production-build" || phase === "phase-development-server") && !process.env.SITE_ENHANCE_BUILT) {
    buildEnhanceBundle({ dev: phase === "phase-development-server" });
    process.env.SITE_ENHANCE_BUILT = "1";
  }
  const cacheHandler = cacheHandlerFor(phase);
  return cacheHandler ? { ...nextConfig, cacheHandler } : nextConfig;
};
