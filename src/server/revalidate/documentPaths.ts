/**
 * Which public URLs show some documents: the publishing webhook's mapping (docs/publishing.md),
 * derived from the route table and the section registry, with targeted reads only.
 */
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import {
  LANDING_DOCUMENT_SECTIONS,
  LANDING_DOCUMENT_TYPE,
  landingDocumentUid,
  landingPath,
  listingPath,
  sectionPaths,
} from "@/config/routeTable";
import {
  SECTION_LIST,
  SECTION_LISTINGS,
  type DocumentType,
  type SectionId,
  type SectionListing,
} from "@/config/sections";
import type { ContentClient } from "@/lib/prismic/client";
import type { Locale } from "@/lib/siteConfig";
import { redirectRowPaths } from "@/server/redirects/editorRedirects";
import { linkedDocumentIds } from "./linkedDocuments";
import { entryOf, type Published } from "@/server/published/publishedRecord";
import { fetchLinksFor } from "@/lib/prismic/queryFields";
import type { SiteCountry } from "./pagePath";
import { jobApplicationPath, landingPaths, localized } from "./sitePaths";

type Doc = Content.AllDocumentTypes;

/** Documents every page shows (header and footer): a change regenerates home and the landings at once. */
const LAYOUT_TYPES: readonly DocumentType[] = ["navigation", "settings"];

/** Types whose links live in slices no Content API filter reaches: a handful of documents, read whole. */
const LINKS_READ_WHOLE: readonly DocumentType[] = ["home", "page", "navigation", "settings"];

/** Section landings listing every document of a type (the registry's `landingLists`), by type. */
const LANDINGS_LISTING: Partial<Record<DocumentType, SectionId[]>> = {};
for (const section of SECTION_LIST) {
  for (const type of section.landingLists ?? []) (LANDINGS_LISTING[type] ??= []).push(section.id as SectionId);
}

/** Pages of another document listing documents of a type through a relationship field (the registry's `listedOn`). */
const LISTED_ON_LINKED: Partial<Record<DocumentType, { field: string; type: DocumentType }>> = Object.fromEntries(
  SECTION_LIST.flatMap((section) =>
    (section.listedOn ?? []).map((listed) => [listed.type, { field: listed.field, type: listed.on }]),
  ),
);

/** Every relationship field the registry declares (`links`), as Content API paths. */
export const RELATIONSHIP_FIELDS = SECTION_LIST.flatMap((section) =>
  (section.links ?? []).map((link) => ({ path: `my.${link.type}.${link.field}`, to: link.to })),
);

/** Relationship fields whose documents' answers change with the target: the editors' rows leading to it. */
const ANSWER_LINKS = RELATIONSHIP_FIELDS.filter((field) => field.path.startsWith("my.redirects."));

/** How many ids one filter carries, and the page size of every read (Prismic's limit). */
const PER_REQUEST = 100;

/** The paths to regenerate now, the ids no document has any more, whether the layout changed, and what the record learns. */
export type DocumentPaths = { paths: string[]; unknownDocuments: string[]; layout: boolean; published?: Published };

/** The filled relationship field `field` of a document (`category`, or a query path's last part), or null. */
function linkOf(doc: Doc, field = "") {
  const link = (doc.data as Record<string, unknown>)[field.split(".").at(-1)!] as prismic.ContentRelationshipField;
  return link && prismic.isFilled.contentRelationship(link) ? link : null;
}

/** The public URL of the document a relationship field of `doc` points to, when filled and routable. */
const linkedUrl = (doc: Doc, field: string) => linkOf(doc, field)?.url ?? null;

/** The section whose landing a landing document writes. */
function landingSectionOf(doc: Doc, locale: Locale) {
  const id = LANDING_DOCUMENT_SECTIONS.find((section) => landingDocumentUid(section, locale) === doc.uid);
  return SECTION_LIST.find((section) => section.id === id);
}

/**
 * The pages showing a document's own content: its URL, a job offer's application page, a FAQ's
 * category page and the FAQ landing, a static landing's page, an editors' document's from-paths
 * (with `linkedTo`, only the rows leading to those documents).
 */
function documentPages(doc: Doc, locale: Locale, country: SiteCountry, linkedTo?: ReadonlySet<string>): string[] {
  if (doc.type === "redirects") return redirectRowPaths(doc, linkedTo);
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

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / PER_REQUEST) }, (_, index) =>
    items.slice(index * PER_REQUEST, (index + 1) * PER_REQUEST),
  );

/** Looks the ids up in every locale (`lang: "*"`), at most PER_REQUEST per request. */
async function findDocuments(client: ContentClient, ids: readonly string[]): Promise<Doc[]> {
  const responses = await Promise.all(
    chunks(ids).map((chunk) => client.getByIDs(chunk, { lang: "*", pageSize: PER_REQUEST })),
  );
  return responses.flatMap((response) => response.results);
}

/** One webhook's mapping as it goes: what was asked and found, the paths so far. */
function startMapping(client: ContentClient, country: SiteCountry, requested: string[], found: Doc[]) {
  const siteLocales = new Set<string>(country.locales);
  const here = (doc: Doc) => siteLocales.has(doc.lang);
  const foundIds = new Set(found.map((doc) => doc.id));
  return {
    client,
    country,
    requested,
    unknownDocuments: requested.filter((id) => !foundIds.has(id)),
    here,
    changed: found.filter(here),
    paths: new Set<string>(),
    layout: false,
    /** Listings whose every variant (each category) is concerned: `<locale>|<section>`. */
    everyVariant: new Set<string>(),
  };
}
type Mapping = ReturnType<typeof startMapping>;

/** The public paths to regenerate now for changed documents (docs/publishing.md "What gets regenerated"). */
export async function pathsForDocuments(
  client: ContentClient,
  ids: readonly string[],
  country: SiteCountry,
): Promise<DocumentPaths> {
  const requested = [...new Set(ids)];
  if (requested.length === 0) return { paths: [], unknownDocuments: [], layout: false };
  const found = await findDocuments(client, requested);
  const mapping = startMapping(client, country, requested, found);
  for (const doc of mapping.changed) addOwnPaths(mapping, doc);
  await Promise.all([
    ...alternateReads(mapping, found),
    ...linkReads(mapping),
    ...unknownReads(mapping),
    ...everyVariantReads(mapping),
  ]);
  if (mapping.layout)
    for (const locale of country.locales)
      add(mapping, localized("/", locale, country), ...landingPaths(locale, country));
  return {
    paths: [...mapping.paths].sort(),
    unknownDocuments: mapping.unknownDocuments,
    layout: mapping.layout,
    published: publishedBy(mapping),
  };
}

const add = (mapping: Mapping, ...more: (string | null | undefined)[]) =>
  more.forEach((path) => path && mapping.paths.add(path));

/** The first page of a listing, or of its category's with `categoryUid`. */
function addFirstListingPage(mapping: Mapping, listing: SectionListing, locale: Locale, categoryUid?: string) {
  const base = sectionPaths(locale)[listing.section];
  add(mapping, localized(listingPath(base, locale, 1, categoryUid), locale, mapping.country));
}

/** A changed document's own pages, the first page of its listings, the landings and pages listing it. */
function addOwnPaths(mapping: Mapping, doc: Doc) {
  const locale = doc.lang as Locale;
  add(mapping, ...documentPages(doc, locale, mapping.country));
  if (LAYOUT_TYPES.includes(doc.type)) mapping.layout = true;
  for (const listing of SECTION_LISTINGS) {
    if (listing.type === doc.type) {
      addFirstListingPage(mapping, listing, locale);
      const categoryUid = linkOf(doc, listing.category?.field)?.uid;
      if (categoryUid) addFirstListingPage(mapping, listing, locale, categoryUid);
    }
    // A category's name is in every listing page's filters and cards.
    if (listing.category?.type === doc.type) mapping.everyVariant.add(`${locale}|${listing.section}`);
  }
  for (const landing of LANDINGS_LISTING[doc.type] ?? [])
    add(mapping, localized(landingPath(landing, locale), locale, mapping.country));
  // A landing's texts show on every page of its section's listing (its own URL is the landing).
  if (doc.type === LANDING_DOCUMENT_TYPE) {
    const section = landingSectionOf(doc, locale);
    for (const listing of SECTION_LISTINGS)
      if (listing.section === section?.id) mapping.everyVariant.add(`${locale}|${listing.section}`);
  }
  const relation = LISTED_ON_LINKED[doc.type];
  if (relation) add(mapping, linkedUrl(doc, relation.field));
}

/** A document of another locale appears here only as the hreflang alternate of its translations. */
function alternateReads(mapping: Mapping, found: Doc[]): Promise<void>[] {
  const alternates = found
    .filter((doc) => !mapping.here(doc))
    .flatMap((doc) =>
      doc.alternate_languages.filter((alternate) => mapping.country.locales.includes(alternate.lang as Locale)),
    )
    .map((alternate) => alternate.id);
  if (alternates.length === 0) return [];
  return [findDocuments(mapping.client, alternates).then((docs) => docs.forEach((doc) => add(mapping, doc.url)))];
}

/** Editors' rows leading to a changed or deleted document; the documents read whole that link to one. */
function linkReads(mapping: Mapping): Promise<void>[] {
  const { client, country, changed, unknownDocuments, here, requested } = mapping;
  const reads: Promise<void>[] = [];
  for (const field of ANSWER_LINKS) {
    const targets = [...changed.filter((doc) => field.to.includes(doc.type)).map((doc) => doc.id), ...unknownDocuments];
    const linkedTo = new Set(targets);
    for (const chunk of chunks(targets))
      reads.push(
        client
          .get({ filters: [prismic.filter.any(field.path, chunk)], lang: "*", pageSize: PER_REQUEST })
          .then(({ results }) => {
            for (const doc of results.filter(here))
              add(mapping, ...documentPages(doc, doc.lang as Locale, country, linkedTo));
          }),
      );
  }
  reads.push(
    client
      .dangerouslyGetAll({
        filters: [prismic.filter.any("document.type", [...LINKS_READ_WHOLE])],
        lang: "*",
        fetchLinks: fetchLinksFor(...LINKS_READ_WHOLE),
      })
      .then((docs) => {
        for (const doc of docs.filter(here)) {
          const linked = linkedDocumentIds(doc.data);
          if (!requested.some((id) => linked.has(id))) continue;
          add(mapping, ...documentPages(doc, doc.lang as Locale, country));
          if (LAYOUT_TYPES.includes(doc.type)) mapping.layout = true;
        }
      }),
  );
  return reads;
}

/** Deleted or unpublished: its URL is unknown now; every page that lists documents may have shown it. */
function unknownReads(mapping: Mapping): Promise<void>[] {
  if (mapping.unknownDocuments.length === 0) return [];
  for (const locale of mapping.country.locales) {
    add(mapping, localized("/", locale, mapping.country), ...landingPaths(locale, mapping.country));
    for (const listing of SECTION_LISTINGS) mapping.everyVariant.add(`${locale}|${listing.section}`);
  }
  const listedOnTypes = [...new Set(Object.values(LISTED_ON_LINKED).map((relation) => relation.type))];
  return [
    mapping.client
      .dangerouslyGetAll({ filters: [prismic.filter.any("document.type", listedOnTypes)], lang: "*" })
      .then((docs) => docs.filter(mapping.here).forEach((doc) => add(mapping, doc.url))),
  ];
}

/** Listings with every category concerned: the category documents give their pages. */
function everyVariantReads(mapping: Mapping): Promise<void>[] {
  return [...mapping.everyVariant].flatMap((key) => {
    const [locale, section] = key.split("|") as [Locale, string];
    const listing = SECTION_LISTINGS.find((candidate) => candidate.section === section)!;
    addFirstListingPage(mapping, listing, locale);
    if (!listing.category) return [];
    return [
      mapping.client
        .getAllByType(listing.category.type as DocumentType, { lang: locale })
        .then((categories) =>
          categories.forEach((doc) => doc.uid && addFirstListingPage(mapping, listing, locale, doc.uid)),
        ),
    ];
  });
}

/** What the published record learns: each changed document's entry (null: gone), a `redirects` document's rows. */
function publishedBy({ changed, unknownDocuments }: Mapping): Published {
  return {
    entries: Object.fromEntries([
      ...changed.map((doc) => [doc.id, entryOf(doc)]),
      ...unknownDocuments.map((id) => [id, null]),
    ]),
    rows: Object.fromEntries([
      ...changed.flatMap((doc) => (doc.type === "redirects" ? [[doc.id, redirectRowPaths(doc)]] : [])),
      ...unknownDocuments.map((id) => [id, null]),
    ]),
  };
}
