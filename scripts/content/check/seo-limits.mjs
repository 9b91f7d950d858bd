/**
 * Lengths search engines show of a page's title and description. docs/requirements.md gives no
 * figure for them; these are the usual limits (Google cuts titles near 60 characters and descriptions near
 * 160), so a longer one is a warning, not an error.
 */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
