import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";

/**
 * The FAQ fields `FaqList` shows. The queries of the pages holding the slice copy them into its
 * links from the registry's `linkFields` of `faq` (src/config/sections.ts); tests/unit/linkFields.test.ts
 * checks that every such page asks for them.
 */
export const FAQ_LINK_FIELDS = ["question", "answer"] as const satisfies readonly (keyof Content.FaqDocumentData)[];

/** The FAQ data a link carries for `FaqList`. */
export type FaqLinkData = Pick<Content.FaqDocumentData, (typeof FAQ_LINK_FIELDS)[number]>;

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
