import type { FaqLinkData } from "@/slices/FaqList/linkedFaq";

/** The question and answer of each FAQ document, by the id a link may carry, in the page's language. */
export type FaqLookup = Record<string, FaqLinkData>;

/**
 * The slices with what a page query's `fetchLinks` would add to their FAQ links: Slice Machine's
 * mocks (and so the simulator) link FAQ documents by id only, and `FaqList` shows a question only
 * when the link carries it (src/slices/FaqList/linkedFaq.ts). Links that already carry data, or
 * whose document is unknown, are left as they are.
 */
export function withFaqLinkData<S extends { slice_type: string }>(slices: readonly S[], faqs: FaqLookup): S[] {
  return slices.map((slice) => {
    if (slice.slice_type !== "faq_list") return slice;
    const primary = (slice as { primary?: { questions?: unknown } }).primary;
    if (!primary) return slice;
    if (!Array.isArray(primary.questions)) return slice;
    const questions = primary.questions.map((item: unknown) => {
      const link = (item as { faq?: { id?: unknown; data?: unknown; link_type?: unknown } } | null)?.faq;
      if (
        !link ||
        link.link_type !== "Document" ||
        link.data !== undefined ||
        typeof link.id !== "string" ||
        !Object.hasOwn(faqs, link.id)
      )
        return item;
      return { ...(item as object), faq: { ...link, data: faqs[link.id] } };
    });
    return { ...slice, primary: { ...primary, questions } };
  });
}
