import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import type { ContentClient } from "./client";
import type { Locale } from "@/lib/siteConfig";
import { isPossibleUid } from "./uid";
import { fetchLinksFor } from "./queryFields";

type TypeWithUID = Extract<Content.AllDocumentTypes, { uid: string }>["type"];

/**
 * A document by type and uid, or null when there is none (NotFoundError) — the page then answers
 * 404; with the linked fields its page shows (queryFields.ts). A value that cannot be a uid (isPossibleUid) is null without a content request: @prismicio/client
 * escapes `"` but not `\` in filter values, so such a value must never reach the query.
 */
export async function findByUID<T extends TypeWithUID>(client: ContentClient, type: T, uid: string, locale: Locale) {
  if (!isPossibleUid(uid)) return null;
  try {
    return await client.getByUID(type, uid, { lang: locale, fetchLinks: fetchLinksFor(type) });
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}
