/**
 * Which public URLs of this site show some documents: the mapping behind the publishing webhook
 * (docs/publishing.md). Everything is derived from the route table (the route resolver's `url`,
 * sectionPaths) and the section helpers (listings and their page size, the sitemap's lists).
 */
import * as prismic from "@prismicio/client";
import type { AllDocumentTypes } from "../../../prismicio-types";
import { sectionPaths } from "@/config/routeTable";
import type { ContentClient } from "@/lib/prismic/client";
import type { SectionListing } from "@/sections/listing/listingQuery";

import {
  LANDING_DOCUMENT_SECTIONS,
  LANDING_DOCUMENT_TYPE,
  landingDocumentUid,
  landingPath,
  ROUTABLE_TYPES,
} from "@/config/routeTable";
import { SECTION_LIST, type SectionId } from "@/config/sections";
import type { Locale } from "@/lib/siteConfig";
import { linkedDocumentIds } from "./linkedDocuments";
import type { SiteCountry } from "./pagePath";
import {
  allPublicPaths,
  jobApplicationPath,
  landingPaths,
  localized,
  sectionListingPaths,
  SECTION_LISTINGS,
  SITEMAP_PATH,
  type CategoryRef,
} from "./sitePaths";

type Doc = AllDocumentTypes;
type DocType = Doc["type"];

/** Documents every page shows (header and footer): a change reaches every public path. */
const LAYOUT_TYPES: readonly DocType[] = ["navigation", "settings"];

/** Section landings that list every document of a type without pagination (the registry's `landingLists`), by type. */
const LANDINGS_LISTING: Partial<Record<DocType, SectionId[]>> = {};
for (const section of SECTION_LIST) {
  for (const type of section.landingLists ?? []) (LANDINGS_LISTING[type] ??= []).push(section.id as SectionId);
}

/**
 * Pages of another document that list documents of a type through a relationship field (the
 * registry's `listedOn`): a health article on its author's page (`/autor/:uid`), a FAQ on its category's page.
 */
const LISTED_ON_LINKED: Partial<Record<DocType, { field: string; type: DocType }>> = Object.fromEntries(
  SECTION_LIST.flatMap((section) =>
    (section.listedOn ?? []).map((listed) => [listed.type, { field: listed.field, type: listed.on }]),
  ),
);

/** How many ids one lookup request carries (Prismic's page size limit, and a bounded URL). */
const IDS_PER_REQUEST = 100;

/** The changed documents' public paths, and the ids no document of any locale has (deleted or unpublished). */
export type DocumentPaths = { paths: string[]; unknownDocuments: string[] };

/** The public URL of the document a relationship field of `doc` points to, when filled and routable. */
function linkedUrl(doc: Doc, field: string): string | null {
  const link = (doc.data as Record<string, unknown>)[field] as prismic.ContentRelationshipField | undefined;
  return link && prismic.isFilled.contentRelationship(link) ? (link.url ?? null) : null;
}

/** The section whose landing a `section_landing` document writes, in its locale. */
function landingSectionOf(doc: Doc, locale: Locale) {
  const id = LANDING_DOCUMENT_SECTIONS.find((section) => landingDocumentUid(section, locale) === doc.uid);
  return SECTION_LIST.find((section) => section.id === id);
}

/**
 * The pages that show a document's own content: its URL (route resolver); a job offer's
 * application page; a FAQ, which has no page, lives on its category's page and on the FAQ landing;
 * a section landing's document, its landing when that page is static (search is rendered per
 * request, cached for a minute).
 */
function documentPages(doc: Doc, locale: Locale, country: SiteCountry): string[] {
  if (doc.type === LANDING_DOCUMENT_TYPE) return doc.url && landingSectionOf(doc, locale)?.landing ? [doc.url] : [];
  const pages: string[] = doc.url ? [doc.url] : [];
  if (doc.type === "job_offer" && doc.uid) pages.push(jobApplicationPath(doc.uid, locale, country));
  if (doc.type === "faq") {
    const category = linkedUrl(doc, "category");
    if (category) pages.push(category);
    pages.push(localized(sectionPaths(locale).faq, locale, country));
  }
  return pages;
}

/** Looks the ids up in every locale (`lang: "*"`), at most IDS_PER_REQUEST per request. */
async function findDocuments(client: ContentClient, ids: readonly string[]): Promise<Doc[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) chunks.push(ids.slice(i, i + IDS_PER_REQUEST));
  const responses = await Promise.all(
    chunks.map((chunk) => client.getByIDs(chunk, { lang: "*", pageSize: IDS_PER_REQUEST })),
  );
  return responses.flatMap((response) => response.results);
}

type LocaleInput = {
  locale: Locale;
  country: SiteCountry;
  /** Every document of the locale (one paged read), with fetched link data. */
  documents: readonly Doc[];
  /** The requested documents found in this locale. */
  changed: readonly Doc[];
  /** The requested documents found in locales this site does not serve. */
  otherLocales: readonly Doc[];
  /** Whether some requested ids matched no document at all. */
  someUnknown: boolean;
  /** Every requested id. */
  requestedIds: ReadonlySet<string>;
};

/** The public paths of one locale that show the requested documents. */
async function localePaths(client: ContentClient, input: LocaleInput): Promise<string[]> {
  const { locale, country, documents, changed } = input;
  const paths = new Set<string>();
  const add = (...more: (string | null | undefined)[]) => more.forEach((path) => path && paths.add(path));
  const listings = new Set<SectionListing>();
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const ofType = (type: string) => documents.filter((doc) => doc.type === type);
  const categoriesOf = (type: string): CategoryRef[] => ofType(type).map((doc) => ({ id: doc.id, uid: doc.uid }));
  let wholeSite = false;
  let sitemap = false;

  for (const doc of changed) {
    add(...documentPages(doc, locale, country));
    if (LAYOUT_TYPES.includes(doc.type)) wholeSite = true;
    if ((ROUTABLE_TYPES as readonly string[]).includes(doc.type)) sitemap = true;
    for (const listing of SECTION_LISTINGS)
      if (listing.type === doc.type || listing.category?.type === doc.type) listings.add(listing);
    for (const landing of LANDINGS_LISTING[doc.type] ?? [])
      add(localized(landingPath(landing, locale), locale, country));
    const relation = LISTED_ON_LINKED[doc.type];
    if (relation) add(linkedUrl(doc, relation.field));
    // A landing's intro shows on every page of its section's listing (its own URL is the landing).
    if (doc.type === LANDING_DOCUMENT_TYPE) {
      const section = landingSectionOf(doc, locale);
      for (const listing of SECTION_LISTINGS) if (listing.section === section?.id) listings.add(listing);
    }
  }

  // A document of another locale appears here only as the hreflang alternate of its translations.
  for (const doc of input.otherLocales) {
    for (const alternate of doc.alternate_languages) if (alternate.lang === locale) add(byId.get(alternate.id)?.url);
  }

  // Deleted or unpublished: its URL is unknown now; every page that lists documents may have shown it.
  if (input.someUnknown) {
    sitemap = true;
    add(localized("/", locale, country), ...landingPaths(locale, country));
    for (const listing of SECTION_LISTINGS) listings.add(listing);
    for (const relation of Object.values(LISTED_ON_LINKED)) add(...ofType(relation.type).map((doc) => doc.url));
  }

  // Pages of documents that link to one of them show its URL and fetched fields (home included).
  for (const doc of documents) {
    const linked = linkedDocumentIds(doc.data);
    if (![...input.requestedIds].some((id) => linked.has(id))) continue;
    add(...documentPages(doc, locale, country));
    if (LAYOUT_TYPES.includes(doc.type)) wholeSite = true;
  }

  const more = await Promise.all([
    ...[...listings].map((listing) =>
      sectionListingPaths(
        client,
        listing,
        locale,
        country,
        listing.category ? categoriesOf(listing.category.type) : [],
      ),
    ),
    wholeSite ? allPublicPaths(client, locale, country, categoriesOf) : Promise.resolve([]),
  ]);
  add(...more.flat());
  if (sitemap) add(SITEMAP_PATH);
  return [...paths];
}

/**
 * Every public path of this site that shows one of the documents, for the locales the site serves:
 * - the document's own URL (and a job offer's application page; a FAQ's category page; a section
 *   landing's document: its landing and every page of its listing);
 * - the listings that can include it: every page of its section's listing and category listings
 *   (page counts from the listing's own page size), the section landings that list its type, the
 *   page of the document it is listed under (an article's author, a FAQ's category);
 * - every page of a document that links to it, home included (links anywhere, fetched data too);
 * - `/sitemap.xml` for documents with a page of their own;
 * - for `navigation` and `settings` (the layout), and anything they link to: every public path;
 * - for a document of another locale: the pages of its translations here (hreflang);
 * - for ids no document has (deleted, unpublished): home, every listing, the sitemap, and the
 *   pages still linking to them. Their own former URL cannot be known; ISR expires it (60 s).
 * Reads: the ids (1 request per 100), every document of each locale (1 request per 100, as the
 * sitemap does), and the first page of each listing concerned.
 */
export async function pathsForDocuments(
  client: ContentClient,
  ids: readonly string[],
  country: SiteCountry,
): Promise<DocumentPaths> {
  const requested = [...new Set(ids)];
  if (requested.length === 0) return { paths: [], unknownDocuments: [] };
  const [found, documentsByLocale] = await Promise.all([
    findDocuments(client, requested),
    Promise.all(country.locales.map((locale) => client.dangerouslyGetAll({ lang: locale }))),
  ]);
  const foundIds = new Set(found.map((doc) => doc.id));
  const unknownDocuments = requested.filter((id) => !foundIds.has(id));
  const siteLocales = new Set<string>(country.locales);
  const perLocale = await Promise.all(
    country.locales.map((locale, index) =>
      localePaths(client, {
        locale,
        country,
        documents: documentsByLocale[index],
        changed: found.filter((doc) => doc.lang === locale),
        otherLocales: found.filter((doc) => !siteLocales.has(doc.lang)),
        someUnknown: unknownDocuments.length > 0,
        requestedIds: new Set(requested),
      }),
    ),
  );
  return { paths: [...new Set(perLocale.flat())].sort(), unknownDocuments };
}
