// @ts-check
/**
 * Response headers that protect every page. Framing: only the slice simulator may be framed, and
 * only by Prismic (Slice Machine, the Page Builder) and a locally running Slice Machine.
 */

/** The page Slice Machine frames (slicemachine.config.json → localSliceSimulatorURL). */
const SLICE_SIMULATOR_PATH = "/slice-simulator";

/** Who may frame the slice simulator: Prismic's domains and Slice Machine on localhost:9999. */
const SLICE_SIMULATOR_FRAME_ANCESTORS = ["'self'", "https://prismic.io", "https://*.prismic.io", "http://localhost:9999"];

/**
 * Next.js `headers()` rules: every response refuses framing except the slice simulator.
 * @returns {import("next/dist/lib/load-custom-routes").Header[]}
 */
function buildSecurityHeaders() {
  const refuseFraming = [
    { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
    { key: "X-Frame-Options", value: "DENY" },
  ];
  return [
    // The home page needs its own rule: the pattern below does not match the bare locale root.
    { source: "/", headers: refuseFraming },
    { source: `/:path((?!${SLICE_SIMULATOR_PATH.slice(1)}$).*)`, headers: refuseFraming },
    {
      source: SLICE_SIMULATOR_PATH,
      headers: [{ key: "Content-Security-Policy", value: `frame-ancestors ${SLICE_SIMULATOR_FRAME_ANCESTORS.join(" ")}` }],
    },
  ];
}

module.exports = { buildSecurityHeaders, SLICE_SIMULATOR_PATH, SLICE_SIMULATOR_FRAME_ANCESTORS };
