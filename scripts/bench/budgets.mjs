// @ts-check
/**
 * The budgets `npm run bench` checks (R11, issues 8 and 14), in one place.
 */

/**
 * First-load JavaScript, gzip, in KB (1 KB = 1000 bytes, as Next.js prints sizes), on every
 * visitor page: content and form pages alike (the forms' code loads on use, see ISLAND_CODE_KB).
 */
export const FIRST_LOAD_JS_KB = 10;

/**
 * Form pages, by page file; the contact page shares `/[...path]` with the legal pages and is told
 * apart by its public path. Same budget as content pages: only their label differs in the table.
 */
export const FORM_PAGE_FILES = ["/job-offers/[uid]/apply", "/job-offers/spontaneous-application"];
export const FORM_PUBLIC_PATHS = ["/contacto"];

/**
 * Staff tools (preview status, Prismic's slice simulator): not visitor pages, so no budget
 * applies; their figure is reported for information (docs/performance.md).
 */
export const STAFF_PAGE_FILES = ["/auth", "/slice-simulator"];

/**
 * An island's code, gzip, in KB: every file the browser loads once the island wakes (React DOM,
 * react-hook-form, zod, the component), each file once, from public/_enhance/manifest.json.
 */
export const ISLAND_CODE_KB = 100;

/** From the first focus in a form to its island hydrated, on the throttled mobile profile (median). */
export const ISLAND_WAKE_MS = 500;

/**
 * Where focus → hydrated is measured: each island on a page where it sits, its first field focused
 * once the visitor has the form in view and the page has settled, its code downloaded ahead but not
 * run (islandWake.mjs, "settled").
 * @type {{ island: string, path: string, focusAt: "settled" }[]}
 */
export const ISLAND_WAKE_PAGES = [
  { island: "contact-form", path: "/contacto", focusAt: "settled" },
  { island: "job-application-form", path: "/trabaja-con-nosotros/formulario-solicitud", focusAt: "settled" },
  { island: "newsletter-form", path: "/", focusAt: "settled" },
];

/**
 * The same islands in the worst case, reported without a budget: focused before their code was
 * asked for (at DOMContentLoaded on a form page, right after load for the footer's newsletter).
 * @type {{ island: string, path: string, focusAt: "domcontentloaded" | "load" }[]}
 */
export const ISLAND_COLD_WAKE_PAGES = [
  { island: "contact-form", path: "/contacto", focusAt: "domcontentloaded" },
  { island: "job-application-form", path: "/trabaja-con-nosotros/formulario-solicitud", focusAt: "domcontentloaded" },
  { island: "newsletter-form", path: "/", focusAt: "load" },
];

/**
 * The pages Lighthouse audits (mobile): a fixed path, or the first document of a content type
 * under its section's path.
 * @type {{ name: string, path?: string, firstOfType?: string, section?: string }[]}
 */
export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/" },
  { name: "product", firstOfType: "product", section: "/nuestros-productos/" },
  { name: "health article", firstOfType: "health_article", section: "/nuestros-consejos-de-salud/" },
  { name: "contact", path: "/contacto" },
  { name: "spontaneous application", path: "/trabaja-con-nosotros/formulario-solicitud" },
];

/** Lighthouse (mobile): minimum scores, 0–100, on every page of LIGHTHOUSE_PAGES. */
export const LIGHTHOUSE_MIN = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

/** The product page's throughput relative to the minimal Next.js page's. */
export const MIN_THROUGHPUT_RATIO_VS_MINIMAL = 0.9;

/** The 10,000-document build's time relative to the seed build's. */
export const MAX_BUILD_TIME_RATIO_10K = 2;

/** Content requests to render one page (as tests/integration/contentRequests.test.ts). */
export const MAX_CONTENT_REQUESTS_PER_PAGE = 4;

/** Search (issue 27): p95 of a whole answer (ranking, excerpts, suggestion), at the seed size and at 10,000 documents. */
export const SEARCH_P95_MS = 50;

/** Search: mean recall@5 over the judged queries (tests/fixtures/search-judgements.json). */
export const SEARCH_MIN_RECALL_AT_5 = 0.9;

/** Search: the index of 10,000 documents in the heap (a `next start` process has about 1.4 GiB by default). */
export const SEARCH_INDEX_MIB_10K = 256;

/** Search: publish → search on the webhook's instance, the same budget as publish → live page. */
export const PUBLISH_TO_SEARCH_MS = 1000;

/** Issue 30, at 10,000 documents: the publishing webhook answers within this (Prismic gives up on slow ones). */
export const MAX_WEBHOOK_ANSWER_MS = 1_000;
/** Issue 30: a changed document's page and its listing are live within this after the webhook. */
export const MAX_CHANGE_LIVE_MS = 5_000;
/** Issue 30: Content API requests the webhook's mapping makes for a one-document change. */
export const MAX_CONTENT_REQUESTS_PER_WEBHOOK = 10;
/** Issue 30: a sitemap request once built for the ref. */
export const MAX_SITEMAP_MS = 300;
/** Issue 30: a fresh instance's first search, with the full index. */
export const MAX_FIRST_SEARCH_MS = 1_000;
/**
 * Issue 39: Content API searches in the 60 s after a navigation publish: its mapping, search's
 * update (2 per locale), and the pages regenerated eagerly — home and the section landings (fewer
 * than 10), each within a page's budget. Every other page waits for its ISR expiry (issue 30's eager
 * run made 2,687–3,015).
 */
export const MAX_SEARCHES_AFTER_LAYOUT_PUBLISH =
  MAX_CONTENT_REQUESTS_PER_WEBHOOK + 2 + 10 * MAX_CONTENT_REQUESTS_PER_PAGE;
