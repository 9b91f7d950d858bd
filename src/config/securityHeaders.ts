/**
 * Response headers that protect every answer (pages, API routes, static files): a
 * Content-Security-Policy without 'unsafe-inline' for scripts (the one inline snippet is allowed by
 * its hash), HSTS, nosniff, a strict referrer policy and a restrictive Permissions-Policy. The
 * policy is static per route, so pages stay static (ISR): no per-request nonces.
 *
 * Third parties are allowed only when configured (tag manager, support chat) and never on the
 * staff pages; Prismic's toolbar only for preview sessions on a real Prismic repository. Only the
 * slice simulator may be framed, by Prismic and the local Slice Machine (SLICE_MACHINE_ORIGIN,
 * src/config/sliceMachine.ts) when one is configured.
 */
import { CONSENT_MODE_SNIPPET_HASH } from "./consentMode";
import { LOCALES } from "./countries";
import { sectionPaths } from "./routeTable";

/** A rule of next.config.ts `headers()`, with the fields of Next's documentation this site uses. */
export type HeaderRule = {
  source: string;
  locale?: false;
  has?: { type: "cookie"; key: string; value?: string }[];
  headers: { key: string; value: string }[];
};

/** The page Slice Machine frames (slicemachine.config.json → localSliceSimulatorURL). */
const SLICE_SIMULATOR_PATH = "/slice-simulator";
/** Staff pages: no tag manager, no chat (R2), so their policy allows neither. */
const STAFF_PATHS = ["/auth", SLICE_SIMULATOR_PATH];

/**
 * Pages whose URL carries a token that opens a person's data (the newsletter's confirmation page,
 * the no-JavaScript result page; issue 40): no third party even with consent, and no Referer sent
 * anywhere from them.
 */
const PRIVATE_LINK_PATHS = [
  ...new Set(
    LOCALES.flatMap((locale) => [sectionPaths(locale).newsletterConfirmation, sectionPaths(locale).formResult]),
  ),
];

/** Who may always frame the slice simulator: the site itself and Prismic's domains (the Page Builder). */
const SLICE_SIMULATOR_FRAME_ANCESTORS = ["'self'", "https://prismic.io", "https://*.prismic.io"];

/** Video players the video slice may load after a click (src/slices/VideoEmbed/videoSource.ts). */
const VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** What a third party needs, per directive. */
type Allowance = {
  script?: string[];
  connect?: string[];
  img?: string[];
  frame?: string[];
  font?: string[];
  media?: string[];
  style?: string[];
};

/** What each third party needs. */
const THIRD_PARTIES: Record<"tagManager" | "supportChat" | "prismicToolbar", Allowance> = {
  // Google Tag Manager and the Google Analytics tags it loads.
  tagManager: {
    script: ["https://www.googletagmanager.com", "https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  // Zendesk messaging (src/widgets/supportChat/supportChatWidget.ts).
  supportChat: {
    script: ["https://static.zdassets.com"],
    connect: [
      "https://*.zendesk.com",
      "wss://*.zendesk.com",
      "https://*.zdassets.com",
      "https://*.zopim.com",
      "wss://*.zopim.com",
    ],
    img: ["https://*.zdassets.com", "https://*.zendesk.com"],
    frame: ["https://*.zendesk.com"],
    media: ["https://static.zdassets.com"],
    font: ["https://static.zdassets.com"],
  },
  // Prismic's preview toolbar (@prismicio/client getToolbarSrc) and what it opens.
  prismicToolbar: {
    script: ["https://static.cdn.prismic.io", "https://prismic.io", "https://*.prismic.io"],
    connect: ["https://*.prismic.io"],
    img: ["https://*.prismic.io"],
    frame: ["https://*.prismic.io"],
    style: ["https://*.prismic.io"],
  },
};

/** Features no page uses; the video players keep what they need to play. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
  `autoplay=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(" ")})`,
  `encrypted-media=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(" ")})`,
  `picture-in-picture=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(" ")})`,
  `fullscreen=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(" ")})`,
].join(", ");

/** Headers every answer carries. */
const COMMON_HEADERS = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** One Content-Security-Policy. */
function contentSecurityPolicy({
  contentOrigins,
  thirdParties,
  inlineScriptHashes,
  frameAncestors,
  dev,
}: {
  contentOrigins: string[];
  thirdParties: Allowance[];
  inlineScriptHashes: string[];
  frameAncestors: string[];
  dev: boolean;
}): string {
  const extra = (directive: keyof Allowance) => thirdParties.flatMap((party) => party[directive] ?? []);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // Development (next dev) needs eval and inline scripts for Fast Refresh; production never does.
    [
      "script-src",
      ["'self'", ...inlineScriptHashes, ...extra("script"), ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    ],
    ["style-src", ["'self'", "'unsafe-inline'", ...extra("style")]],
    ["img-src", ["'self'", "data:", "blob:", ...contentOrigins, ...extra("img")]],
    ["font-src", ["'self'", "data:", ...extra("font")]],
    ["connect-src", ["'self'", ...extra("connect"), ...(dev ? ["ws:"] : [])]],
    ["media-src", ["'self'", ...extra("media")]],
    ["frame-src", [...VIDEO_PLAYERS, ...extra("frame")]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["frame-ancestors", frameAncestors],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`).join("; ");
}

/** Next.js `headers()` rules for this site. */
export function buildSecurityHeaders(
  site: {
    country: { tagManagerId?: string; supportChat?: unknown };
    content: { apiEndpoint: string };
    sliceMachineOrigin?: string | null;
  },
  { dev = false }: { dev?: boolean } = {},
): HeaderRule[] {
  const contentOrigin = new URL(site.content.apiEndpoint).origin;
  const realPrismic = /\.prismic\.io$/.test(new URL(site.content.apiEndpoint).hostname);
  const contentOrigins = realPrismic ? ["https://images.prismic.io", "https://*.cdn.prismic.io"] : [contentOrigin];
  const publicParties = [
    ...(site.country.tagManagerId ? [THIRD_PARTIES.tagManager] : []),
    ...(site.country.supportChat ? [THIRD_PARTIES.supportChat] : []),
  ];
  const inlineScriptHashes = site.country.tagManagerId ? [CONSENT_MODE_SNIPPET_HASH] : [];
  const csp = (thirdParties: Allowance[], frameAncestors: string[]) => [
    {
      key: "Content-Security-Policy",
      value: contentSecurityPolicy({ contentOrigins, thirdParties, inlineScriptHashes, frameAncestors, dev }),
    },
    ...(frameAncestors.includes("'none'") ? [{ key: "X-Frame-Options", value: "DENY" }] : []),
  ];
  const notStaff = `/:path((?!${STAFF_PATHS.map((p) => `${p.slice(1)}$`).join("|")}).*)`;
  const previewCookie = [{ type: "cookie" as const, key: "__prerender_bypass" }];

  return [
    { source: "/:path*", headers: COMMON_HEADERS },
    // Build output (scripts, styles, data) is requested without a locale: matched apart.
    { source: "/_next/:path*", locale: false, headers: [...COMMON_HEADERS, ...csp([], ["'none'"])] },
    // Public pages (the home page needs its own rule: the pattern does not match the bare locale root).
    { source: "/", headers: csp(publicParties, ["'none'"]) },
    { source: notStaff, headers: csp(publicParties, ["'none'"]) },
    // Staff pages: no third party; only the simulator may be framed.
    { source: "/auth", headers: csp([], ["'none'"]) },
    {
      source: SLICE_SIMULATOR_PATH,
      headers: csp(
        [],
        [...SLICE_SIMULATOR_FRAME_ANCESTORS, ...(site.sliceMachineOrigin ? [site.sliceMachineOrigin] : [])],
      ),
    },
    // next dev serves this script as JSON (vercel/next.js#92180): with nosniff Chromium refuses it
    // and logs an error on every page Next hydrates (the simulator, /auth). Development only.
    ...(dev
      ? [
          {
            source: "/_next/static/development/_clientMiddlewareManifest.js",
            locale: false as const,
            headers: [{ key: "X-Content-Type-Options", value: "" }],
          },
        ]
      : []),
    // In preview on a real Prismic repository, the toolbar too (later rules win).
    ...(realPrismic
      ? [
          {
            source: "/",
            has: [...previewCookie],
            headers: csp([...publicParties, THIRD_PARTIES.prismicToolbar], ["'none'"]),
          },
          {
            source: notStaff,
            has: [...previewCookie],
            headers: csp([...publicParties, THIRD_PARTIES.prismicToolbar], ["'none'"]),
          },
          { source: "/auth", has: [...previewCookie], headers: csp([THIRD_PARTIES.prismicToolbar], ["'none'"]) },
        ]
      : []),
    // Pages of a private link: last, so nothing above gives them a third party back.
    ...PRIVATE_LINK_PATHS.map((source) => ({
      source,
      headers: [...csp([], ["'none'"]), { key: "Referrer-Policy", value: "no-referrer" }],
    })),
  ];
}
