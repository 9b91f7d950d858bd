/**
 * Next.js configuration for one country's site (docs/architecture.md): i18n locales, the route
 * table's rewrites and redirects, the security and page cache headers and the validated site configuration.
 * Invalid configuration stops here, before anything starts, with a message naming the variable.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { loadSiteConfig, type SiteConfig } from "./src/config/site";
import { exitOnConfigError } from "./src/config/configErrorExit";
import { buildRedirectRewrites, buildRewrites, DATA_REQUEST_GUARD } from "./src/config/nextRouting";
import { buildSecurityHeaders } from "./src/config/securityHeaders";
import { buildPageCacheHeaders } from "./src/config/pageCacheHeaders";
import { IMAGE_QUALITY, IMAGE_WIDTHS } from "./src/config/constants";
import { buildBrowserBundle, ENHANCE_URL_PREFIX } from "./scripts/lib/browserBundle";

/** The validated configuration, or one line per missing or invalid variable and exit (docs/deploy.md). */
function siteConfigOrExit(): SiteConfig {
  try {
    return loadSiteConfig(process.env);
  } catch (error) {
    exitOnConfigError(error);
  }
}

const site = siteConfigOrExit();

/**
 * The build id, the same for every instance of a build (docs/deploy.md): BUILD_ID when set, else
 * the git commit being built, else Next's own random id. It names the `/_next/data/<id>/` URLs and
 * prefixes the shared ISR cache's keys, so instances built separately from the same source agree.
 */
function buildId(): string | null {
  if (site.buildId) return site.buildId;
  try {
    return (
      execFileSync("git", ["rev-parse", "HEAD"], { cwd: import.meta.dirname, stdio: ["ignore", "pipe", "ignore"] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
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
  // A production build type-checks (issue 31: a Docker or Vercel build must not ship what
  // `npm run typecheck` refuses); the local stack's builds skip it to stay fast, as `npm test`
  // runs `npm run typecheck` itself.
  typescript: { ignoreBuildErrors: site.isLocal },
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
    deviceSizes: [...IMAGE_WIDTHS],
    qualities: [IMAGE_QUALITY],
  },
  async rewrites() {
    return {
      beforeFiles: [DATA_REQUEST_GUARD, ...buildRedirectRewrites(site.country)],
      afterFiles: buildRewrites(site.country),
      fallback: [],
    };
  },
  async headers() {
    return [
      ...buildSecurityHeaders(site, { dev }),
      // Pages, their 404s and redirects: a CDN keeps them for the revalidate time, a browser asks
      // again every time, so no visitor keeps a redirect the site has taken back (issue 49).
      ...buildPageCacheHeaders(),
      // The browser script's files are content-hashed in production (scripts/lib/browserBundle.ts): cached for good.
      // Not `locale: false`: public files are matched with the default locale before them
      // (`/es-es/_enhance/…`), so such a rule never matched and they went out `max-age=0` (issue 49).
      ...(dev
        ? []
        : [
            {
              source: `${ENHANCE_URL_PREFIX}:file*`,
              headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
            },
          ]),
    ];
  },
};

/**
 * The ISR cache handler (src/server/isrCache/cacheHandler.mjs, docs/deploy.md) where it can do
 * something: in every build, so the standalone server and Vercel carry it as before, and whenever
 * REDIS_URL is set. `next start` without REDIS_URL gets Next's own file-system cache directly,
 * which is all the handler would delegate to: Next `import()`s a custom handler and constructs it
 * on every request, which cost the product page 5–13 % of its requests per second.
 */
function cacheHandlerFor(phase: string): string | undefined {
  const needed = phase === PHASE_PRODUCTION_BUILD || (process.env.REDIS_URL ?? "").trim() !== "";
  return needed ? createRequire(import.meta.filename).resolve("./src/server/isrCache/cacheHandler.mjs") : undefined;
}

/**
 * The configuration. A production build also builds the site's browser script (public/_enhance),
 * so every `next build` (Vercel, the Dockerfile) ships the script its pages reference; in
 * development `npm run dev` keeps it rebuilt (`npm run build:browser -- --watch`).
 */
export default function config(phase: string): NextConfig {
  // Next reads this file again in its build workers, which inherit the environment: build once.
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_BROWSER_BUNDLE_BUILT) {
    buildBrowserBundle();
    process.env.SITE_BROWSER_BUNDLE_BUILT = "1";
  }
  if (
    phase === PHASE_DEVELOPMENT_SERVER &&
    !process.env.SITE_BROWSER_BUNDLE_WATCHED &&
    !process.env.SITE_BROWSER_BUNDLE_BUILT
  ) {
    // `next dev` started by hand, without `npm run dev`'s watcher: a one-off development bundle.
    buildBrowserBundle({ dev: true });
    process.env.SITE_BROWSER_BUNDLE_BUILT = "1";
  }
  const cacheHandler = cacheHandlerFor(phase);
  return cacheHandler ? { ...nextConfig, cacheHandler } : nextConfig;
}
