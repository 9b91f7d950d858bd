import * as prismic from "@prismicio/client";
import type { AllDocumentTypes } from "../../../prismicio-types";
import type { ContentClient } from "./client";
import type { Locale } from "@/lib/siteConfig";

type TypeWithUID = Extract<AllDocumentTypes, { uid: string }>["type"];

/** A document by type and uid, or null when there is none (NotFoundError) — the page then answers 404. */
export async function findByUID<T extends TypeWithUID>(client: ContentClient, type: T, uid: string, locale: Locale) {
  try {
    return await client.getByUID(type, uid, { lang: locale });
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null;
    throw error;
  }
}
