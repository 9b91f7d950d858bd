import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import type { Locale } from "@/lib/siteConfig";

/** The open job offers of a locale, newest first (1 content request). */
export function loadOpenJobOffers(client: ContentClient, locale: Locale): Promise<Content.JobOfferDocument[]> {
  return client.getAllByType("job_offer", {
    lang: locale,
    filters: [prismic.filter.at("my.job_offer.is_open", true)],
    orderings: [{ field: "my.job_offer.publication_date", direction: "desc" }],
  });
}

/** One job offer, open or closed (a closed one still has its page, saying so). Null → 404. */
export async function loadJobOffer(
  client: ContentClient,
  locale: Locale,
  uid: string,
): Promise<Content.JobOfferDocument | null> {
  return findByUID(client, "job_offer", uid, locale);
}

/** schema.org employmentType of an offer's contract and workday. */
export function employmentType(offer: Content.JobOfferDocument): string[] {
  const types = [offer.data.workday === "Media jornada" ? "PART_TIME" : "FULL_TIME"];
  if (offer.data.contract_type === "Prácticas") types.push("INTERN");
  if (offer.data.contract_type === "Temporal" || offer.data.contract_type === "Término fijo") types.push("TEMPORARY");
  return types;
}
