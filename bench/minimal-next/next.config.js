// @ts-check
/**
 * The minimal Next.js app of `npm run bench` (scripts/bench/minimalNext.mjs): the same Next.js
 * version and defaults as the site, no i18n, rewrites or headers.
 * @type {import("next").NextConfig}
 */
module.exports = {
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || ".next",
};
