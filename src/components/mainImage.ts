/**
 * The props of a page's main image (a product's photo, an article's or author's image, the first
 * hero): loaded at once with high priority. No `priority`/`preload`: React already emits one
 * `<link rel="preload">` for every image that is not lazy, and next/image's own preload (pages
 * router: a next/head link) made it two identical ones (issue 31).
 */
export const MAIN_IMAGE = { loading: "eager", fetchPriority: "high" } as const;
