import { SEGMENTS } from "@/config/routeTable";
import { isPossibleUid } from "@/lib/prismic/uid";
import type { Locale } from "@/lib/siteConfig";

/** What a section's catch-all path asks for (route table segments, R2). */
export type SectionRequest =
  | { kind: "listing"; page: number; category: null }
  | { kind: "listing"; page: number; category: string }
  | { kind: "detail"; uid: string };

const POSITIVE_INTEGER = /^[1-9]\d{0,4}$/;

/**
 * Parses the segments after a section's landing path:
 * `[]`, `[pagina, 2]`, `[categoria, uid]`, `[categoria, uid, pagina, 2]` or `[uid]`.
 * Anything else (including `pagina/1`, which has one public URL: the landing page, and a document
 * or category segment that cannot be a uid) is null → 404, before any content request.
 */
export function parseSectionPath(
  segments: readonly string[] | undefined,
  locale: Locale,
  withCategories: boolean,
): SectionRequest | null {
  const words = SEGMENTS[locale];
  const parts = segments ?? [];
  const pageOf = (rest: readonly string[]): number | null => {
    if (rest.length === 0) return 1;
    if (rest.length === 2 && rest[0] === words.page && POSITIVE_INTEGER.test(rest[1]) && rest[1] !== "1")
      return Number(rest[1]);
    return null;
  };
  if (parts.length === 0 || parts[0] === words.page) {
    const page = pageOf(parts);
    return page === null ? null : { kind: "listing", page, category: null };
  }
  if (withCategories && parts[0] === words.category) {
    if (parts.length < 2 || !isPossibleUid(parts[1])) return null;
    const page = pageOf(parts.slice(2));
    return page === null ? null : { kind: "listing", page, category: parts[1] };
  }
  if (parts.length === 1 && parts[0] !== words.category && isPossibleUid(parts[0]))
    return { kind: "detail", uid: parts[0] };
  return null;
}
