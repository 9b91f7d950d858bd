/** Where preview starts and ends (R2): the API routes Prismic and the preview session call. */
export const PREVIEW_START_PATH = "/api/preview";
export const PREVIEW_EXIT_PATH = "/api/exit-preview";
/** The staff page about preview access. */
export const PREVIEW_AUTH_PATH = "/auth";
