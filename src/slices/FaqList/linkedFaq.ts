import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";

/** The FAQ fields `FaqList` shows: the registry's `linkFields` of `faq` (src/config/sections.ts), which the queries of the pages holding the slice copy into its links. */
export type FaqLinkData = Pick<Content.FaqDocumentData, "question" | "answer">;

/** A linked FAQ ready to show: its document id and the fields fetched with the link. */
export type LinkedFaq = { id: string; question: string; answer: prismic.RichTextField };

/**
 * The question and answer carried by a content-relationship link (via `fetchLinks`), or `null` when
 * the link is empty, broken or was fetched without them.
 */
export function linkedFaq(link: prismic.ContentRelationshipField<"faq">): LinkedFaq | null {
  if (!prismic.isFilled.contentRelationship(link) || link.isBroken) return null;
  const data: unknown = link.data;
  if (!data || typeof data !== "object") return null;
  const { question, answer } = data as Partial<Record<keyof FaqLinkData, unknown>>;
  if (typeof question !== "string" || !question.trim()) return null;
  return { id: link.id, question, answer: Array.isArray(answer) ? (answer as prismic.RichTextField) : [] };
}
