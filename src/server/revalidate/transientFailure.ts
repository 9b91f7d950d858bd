/**
 * Whether a failed content read or page regeneration may succeed if tried again: a network error,
 * a timeout or a 5xx may; a 4xx (a refused, malformed or unknown request) will not.
 */
import * as prismic from "@prismicio/client";

/** The client's errors for a 4xx answer of the Content API (any other status is a plain PrismicError). */
const CONTENT_API_4XX = [prismic.ParsingError, prismic.ForbiddenError, prismic.NotFoundError];

/** `res.revalidate()` fails with "Failed to revalidate <path>: Invalid response <status>" when the render answered that. */
const REVALIDATE_STATUS = /Invalid response (\d{3})\b/;

/** True when trying again may help (see the file comment). */
export function isTransient(error: unknown): boolean {
  if (CONTENT_API_4XX.some((type) => error instanceof type)) return false;
  const status = error instanceof Error ? REVALIDATE_STATUS.exec(error.message)?.[1] : undefined;
  return status === undefined || !status.startsWith("4");
}
