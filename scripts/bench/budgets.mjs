// @ts-check
/**
 * The budgets `npm run bench` checks (DESIGN §7 and issue 8), in one place.
 */

/** First-load JavaScript, gzip, in KB (1 KB = 1000 bytes, as Next.js prints sizes). */
export const FIRST_LOAD_JS_KB = { content: 110, form: 140 };

/**
 * Form pages (140 KB budget), by page file; the contact page shares `/[uid]` with the legal pages
 * and is told apart by its public path.
 */
export const FORM_PAGE_FILES = ["/job-offers/[uid]/apply", "/job-offers/spontaneous-application"];
export const FORM_PUBLIC_PATHS = ["/contacto"];

/**
 * Staff tools (preview status, Prismic's slice simulator): not visitor pages, so neither budget
 * applies; their figure is reported for information (docs/performance.md).
 */
export const STAFF_PAGE_FILES = ["/auth", "/slice-simulator"];

/** Lighthouse (mobile): minimum scores, 0–100. */
export const LIGHTHOUSE_MIN = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

/** The product page's throughput relative to the minimal Next.js page's. */
export const MIN_THROUGHPUT_RATIO_VS_MINIMAL = 0.9;

/** The 10,000-document build's time relative to the seed build's. */
export const MAX_BUILD_TIME_RATIO_10K = 2;

/** Content requests to render one page (as tests/integration/contentRequests.test.ts). */
export const MAX_CONTENT_REQUESTS_PER_PAGE = 4;
