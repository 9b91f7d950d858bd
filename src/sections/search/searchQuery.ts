/** Longest query accepted (characters, after trimming). */
export const MAX_QUERY_LENGTH = 100;

/** A visitor's query: none, too long (shown cut), or ready to search. */
export type SearchQuery = { state: "empty" } | { state: "tooLong"; query: string } | { state: "ready"; query: string };

/** Backslashes separate words; control, invisible format, lone surrogate and private-use characters are dropped. */
const WORD_SEPARATORS = /[\s\\]+/g;
const MEANINGLESS_IN_SEARCH = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;

/** A visitor's query as search reads it (see MEANINGLESS_IN_SEARCH), spaces collapsed. */
export function cleanSearchText(value: string): string {
  return value.replace(WORD_SEPARATORS, " ").replace(MEANINGLESS_IN_SEARCH, "").replace(/ {2,}/g, " ").trim();
}

/** Validates the `q` query parameter (the first when repeated). */
export function parseSearchQuery(raw: string | string[] | undefined): SearchQuery {
  const query = cleanSearchText((Array.isArray(raw) ? raw[0] : raw) ?? "");
  if (!query) return { state: "empty" };
  if (query.length > MAX_QUERY_LENGTH)
    return { state: "tooLong", query: Array.from(query).slice(0, MAX_QUERY_LENGTH).join("") };
  return { state: "ready", query };
}
