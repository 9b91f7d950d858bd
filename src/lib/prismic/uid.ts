/**
 * Prismic UIDs are lowercase and hold letters, digits, hyphens and underscores only (Prismic's UID
 * field docs); the longest seed uid is far below the bound. Anything else cannot name a document.
 */
const POSSIBLE_UID = /^[\p{Ll}\p{Lo}\p{Lm}\p{Nd}_-]{1,150}$/u;

/**
 * Whether a value from a URL or a form could be a document's UID. A value that cannot is answered
 * as "not found" without asking the content service, so no visitor byte reaches a query filter.
 */
export function isPossibleUid(value: unknown): value is string {
  return typeof value === "string" && POSSIBLE_UID.test(value);
}
