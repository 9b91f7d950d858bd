/**
 * The sections with a paginated listing (products, health advice, news; src/config/sections.ts):
 * one loader for all of them, driven by the section's declaration. A URL below the section shows
 * a listing (all, or one category's; `/pagina/n`) or one document.
 */
import type { Content } from "@prismicio/client";
import { listingPath, sectionPaths } from "@/config/routeTable";
import { SECTION_LIST, sectionListing, type ListedSection, type ListedSectionId } from "@/config/sections";
import type { Locale } from "@/config/countries";
import type { ContentClient } from "@/lib/prismic/client";
import { findByUID } from "@/lib/prismic/findByUID";
import { fetchSectionListingPage, isBeyondLastPage, type ListingPage } from "./listingQuery";
import { contentPage, type ContentPage } from "@/sections/document/contentPage";
import { parseSectionPath, type SectionRequest } from "./sectionPath";
import { sectionStaticPaths } from "./staticPaths";

type ListingOf<Id extends ListedSectionId> = Extract<ListedSection, { id: Id }>["listing"];

/** The documents a section lists (and shows one by one). */
type ItemOf<Id extends ListedSectionId> = Extract<Content.AllDocumentTypes, { type: ListingOf<Id>["type"] }>;

/** A section's category documents (never for a section without categories). */
type CategoryOf<Id extends ListedSectionId> =
  ListingOf<Id> extends { category: { type: infer T } } ? Extract<Content.AllDocumentTypes, { type: T }> : never;

/**
 * A listed document as its listing reads it: only its cards' fields (the listing's `card`, read
 * with graphQuery), so a card that shows another field does not compile until `card` names it.
 */
export type CardOf<Id extends ListedSectionId> = Omit<ItemOf<Id>, "data"> & {
  data: Pick<ItemOf<Id>["data"], Extract<ListingOf<Id>["card"][number], keyof ItemOf<Id>["data"]>>;
};

/** A category filter link of a listing. */
export type CategoryLink = { uid: string; name: string; href: string };

type ListingData<Id extends ListedSectionId> = {
  kind: "listing";
  categories: CategoryLink[];
  category: CategoryOf<Id> | null;
  listing: ListingPage<CardOf<Id>>;
};
type DetailData<Id extends ListedSectionId> = { kind: "detail"; document: ItemOf<Id> };
export type ListedSectionData<Id extends ListedSectionId> = ListingData<Id> | DetailData<Id>;

type CategoryDocument = { id: string; uid: string; data: { name: string | null } };

/**
 * Loads what a URL of a listed section shows: a listing (all, or one category; paginated) or one
 * document. Null when nothing lives there (→ 404). At most 2 content requests.
 */
async function loadListedSection<Id extends ListedSectionId>(
  client: ContentClient,
  id: Id,
  locale: Locale,
  request: SectionRequest,
): Promise<ListedSectionData<Id> | null> {
  const listing = sectionListing(id);
  if (request.kind === "detail") {
    const document = await findByUID(client, listing.type, request.uid, locale);
    return document && { kind: "detail", document: document as ItemOf<Id> };
  }
  const categoryDocs = listing.category
    ? ((await client.getAllByType(listing.category.type, {
        lang: locale,
        orderings: listing.category.orderings,
      })) as unknown as CategoryDocument[])
    : [];
  const category = request.category ? (categoryDocs.find((doc) => doc.uid === request.category) ?? null) : null;
  if (request.category && !category) return null;
  const page = await fetchSectionListingPage<CardOf<Id>>(client, listing, locale, request.page, category?.id);
  if (isBeyondLastPage(page)) return null;
  const base = sectionPaths(locale)[id];
  return {
    kind: "listing",
    category: category as CategoryOf<Id> | null,
    listing: page,
    categories: categoryDocs.map((doc) => ({
      uid: doc.uid,
      name: doc.data.name ?? doc.uid,
      href: listingPath(base, locale, 1, doc.uid),
    })),
  };
}

/**
 * The data functions of a listed section's catch-all page (`src/pages/<section>/[[...path]].tsx`):
 * everything comes from the section's declaration (its page file, categories, listing, static paths).
 */
export function listedSectionPage<Id extends ListedSectionId>(id: Id): ContentPage<{ data: ListedSectionData<Id> }> {
  const listing = sectionListing(id);
  const landing = SECTION_LIST.find((section) => section.id === id)!.routes.at(-1)!;
  return contentPage({
    route: (landing.page ?? landing.english).replace(/\/:path\*$/, "/[[...path]]"),
    landing: (request: SectionRequest) => (request.kind === "listing" ? id : null),
    request: (params, locale) =>
      parseSectionPath(params.path as string[] | undefined, locale, listing.category !== undefined),
    load: async ({ client, locale, request }) => {
      const data = await loadListedSection(client, id, locale, request);
      return data && { data };
    },
    paths: sectionStaticPaths({ categoryType: listing.category?.type, detailType: listing.type }),
  });
}
