/**
 * Business constants and limits of R9 — the one place they are written.
 */

/** Uploads in general (R5, R9). */
export const MAX_UPLOAD_BYTES = 10_485_760;
/**
 * All the attachments of one contact request together: Mailjet refuses a message whose attachments
 * exceed 15 MB (https://dev.mailjet.com/email/guides/send-api-v31/), so a larger request could never be delivered.
 */
export const MAX_ATTACHMENTS_TOTAL_BYTES = 15 * 1_048_576;
export const UPLOAD_EXTENSIONS = ["jpg", "jpeg", "png", "pdf", "doc", "docx", "cfb", "odt"] as const;
export const APPLICATION_FILE_EXTENSIONS = ["pdf", "doc", "docx", "cfb", "odt"] as const;
/** Extensions never listed to the user (R5): the list shown omits them. */
export const EXTENSIONS_HIDDEN_FROM_USERS = ["cfb", "jpeg", "odt"] as const;

/** Contact form name length (R5, R9). */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 80;

/**
 * Content client behaviour (R4, R9). The repository cache (5 s), the paged reads (100 per page, 500 ms
 * apart) and the retries on an unknown ref (2) are @prismicio/client's own; the site sets only this.
 */
export const RATE_LIMIT_DEFAULT_RETRY_MS = 1_500;

/** Support chat widget stacking (R9). */
export const SUPPORT_WIDGET_Z_INDEX = 100;

/** Breakpoints in px (R9): tailwind.config.mts's `screens`. */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;

/** Responsive image widths and default quality (R9): next.config.ts's `images`. */
export const IMAGE_WIDTHS = [640, 828, 1200, 2048, 3840] as const;
export const IMAGE_QUALITY = 75;

/** Newsletter list (R7, R9); the e-mail templates and their variables are in ./mailTemplates.ts. */
export const NEWSLETTER_LIST_ID = 190_022;
/** How long the link of a newsletter confirmation e-mail works (issue 32). */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60_000;

/**
 * Seconds after which a static page is regenerated in the background (ISR, docs/publishing.md),
 * and so how long a shared cache may keep its answer fresh (./pageCacheHeaders.ts).
 */
export const REVALIDATE_SECONDS = 60;
