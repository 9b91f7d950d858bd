import type { ContentClient } from "@/lib/prismic/client";
import type { FaqLookup } from "./faqLinks";

/**
 * Every FAQ document's question and answer for the slice simulator (src/sections/faq/faqLinks.ts),
 * keyed by the id of the document in any language and given in `locale` when the document has a
 * version in it (a mock linking the es-es FAQ shows the es-co text on the co site). Server side.
 */
export async function loadFaqLookup(client: ContentClient, locale: string): Promise<FaqLookup> {
  const all = await client.getAllByType("faq", { lang: "*" });
  const byId = new Map(all.map((doc) => [doc.id, doc]));
  const lookup: FaqLookup = {};
  for (const doc of all) {
    const alternate =
      doc.lang === locale ? undefined : doc.alternate_languages.find((candidate) => candidate.lang === locale);
    const shown = (alternate && byId.get(alternate.id)) || doc;
    lookup[doc.id] = { question: shown.data.question, answer: shown.data.answer };
  }
  return lookup;
}
