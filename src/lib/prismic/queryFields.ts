/**
 * What each content query asks for beyond a document's own fields, derived from the section
 * registry (src/config/sections.ts): the linked documents' fields its page shows (`fetchLinks`),
 * and for a listing only its cards' fields (`graphQuery`). No query copies any other field.
 */
import { SECTION_LIST, SLICE_LINKS, type DocumentType } from "@/config/sections";

/** The fields a link to a document of each type shows (the registry's `linkFields`). */
const LINK_FIELDS: Partial<Record<DocumentType, readonly string[]>> = Object.assign(
  {},
  ...SECTION_LIST.map((section) => section.linkFields ?? {}),
);

/** The types a document of `type` links to through its relationship fields (`links`) and its slices (`SLICE_LINKS`). */
function linkedTypes(type: DocumentType): DocumentType[] {
  const byField = SECTION_LIST.flatMap((section) =>
    (section.links ?? []).flatMap((link) => (link.type === type ? link.to : [])),
  );
  const bySlice = SLICE_LINKS.flatMap((link) => ((link.in as readonly DocumentType[]).includes(type) ? link.to : []));
  return [...new Set<DocumentType>([...byField, ...bySlice])];
}

/**
 * The `fetchLinks` of a query for documents shown whole (their page, their search entry): the
 * `linkFields` of every type their relationship fields and slices link to, as `<type>.<field>`;
 * undefined when they show nothing through links (the query then sends no `fetchLinks`).
 */
export function fetchLinksFor(...types: DocumentType[]): string[] | undefined {
  const fields = [...new Set(types.flatMap(linkedTypes))].flatMap((linked) =>
    (LINK_FIELDS[linked] ?? []).map((field) => `${linked}.${field}`),
  );
  return fields.length > 0 ? [...new Set(fields)] : undefined;
}

/** The fields the cards of a type show (the `card` of the listing of that type). */
export function cardFields(type: DocumentType): readonly string[] {
  const listing = SECTION_LIST.find((section) => section.listing?.type === type)?.listing;
  if (!listing) throw new Error(`section registry: no listing of "${type}" declares its cards`);
  return listing.card;
}

/**
 * The `graphQuery` of a list of cards of `type` (a listing page, an author's articles): only the
 * fields its cards show, with no linked document's data. Metadata (uid, url, languages) stays.
 */
export function cardGraphQuery(type: DocumentType): string {
  return `{ ${type} { ${cardFields(type).join(" ")} } }`;
}
