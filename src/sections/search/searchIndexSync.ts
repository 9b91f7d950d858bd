/** Reads a locale's searchable documents into a search index, and moves an index to a newer ref with few requests. */
import * as prismic from "@prismicio/client";
import { SECTIONS, type DocumentType } from "@/config/sections";
import { fetchLinksFor } from "@/lib/prismic/queryFields";
import { toSearchDocument, type SearchableDocument } from "./searchDocument";
import { SearchIndex } from "./searchIndex";

/** Page size of the Content API (its maximum), and ids per filter (URLs stay short). */
const PAGE_SIZE = 100;

/** Every document type some search page searches (src/config/sections.ts `searches`). */
export const SEARCHED_TYPES: DocumentType[] = [
  ...new Set(SECTIONS.flatMap((section) => ("searches" in section ? section.searches : []))),
];

/** A locale's index, the ref it shows, and when each document it has seen was published (routable or not). */
export type LocaleIndex = { ref: string; index: SearchIndex; seen: Map<string, string>; builtAt: number };

/** The part of the content client search uses (the site's client, or any @prismicio/client). */
type SearchContentClient = Pick<prismic.Client, "get" | "dangerouslyGetAll">;

const ANY_SEARCHED_TYPE = prismic.filter.any("document.type", SEARCHED_TYPES);
/** What the searched documents' pages show of the documents they link to (a FAQ's category: its page). */
const FETCH_LINKS = fetchLinksFor(...SEARCHED_TYPES);

/** A locale's reads at a ref: the first page of searchable documents, or all the documents filters match. */
function readsAt(client: SearchContentClient, lang: string, ref: string) {
  const options = { ref, lang, pageSize: PAGE_SIZE, fetchLinks: FETCH_LINKS };
  return {
    firstPage: (params?: { orderings: prismic.Ordering[] }) =>
      client.get<SearchableDocument>({ ...options, filters: [ANY_SEARCHED_TYPE], ...params }),
    all: (...filters: string[]) => client.dangerouslyGetAll<SearchableDocument>({ ...options, filters }),
  };
}

/** Puts documents read into an index (an unroutable one is seen but not searchable). */
function apply(target: LocaleIndex, documents: readonly SearchableDocument[]): void {
  for (const document of documents) {
    target.seen.set(document.id, document.last_publication_date);
    const searchable = toSearchDocument(document);
    if (searchable) target.index.upsert([searchable]);
    else target.index.remove([document.id]);
  }
}

/** An index of documents read at a ref. */
export function fromDocuments(ref: string, documents: readonly SearchableDocument[]): LocaleIndex {
  const built: LocaleIndex = { ref, index: new SearchIndex(), seen: new Map(), builtAt: Date.now() };
  apply(built, documents);
  return built;
}

/** An index of every searchable document of the locale at the ref. */
export async function buildIndex(client: SearchContentClient, locale: string, ref: string): Promise<LocaleIndex> {
  return fromDocuments(ref, await readSearchable(client, locale, ref));
}

/** Every searchable document at the ref: one request when they fit in a page, else a paged read per type. */
export async function readSearchable(client: SearchContentClient, locale: string, ref: string) {
  const read = readsAt(client, locale, ref);
  const first = await read.firstPage();
  if (first.total_pages <= 1) return first.results;
  const byType = await Promise.all(SEARCHED_TYPES.map((type) => read.all(prismic.filter.at("document.type", type))));
  return byType.flat();
}

/**
 * Moves an index to a new ref: the 100 latest publications and the documents a webhook names are
 * indexed again (a removal rebuilds it). Every read comes first, then the index changes in one
 * synchronous step: a search never sees it half changed.
 */
export async function updateIndex(
  client: SearchContentClient,
  locale: string,
  ref: string,
  current: LocaleIndex,
  changedIds: readonly string[],
): Promise<LocaleIndex> {
  const read = readsAt(client, locale, ref);
  const byIds = [];
  for (let at = 0; at < changedIds.length; at += PAGE_SIZE)
    byIds.push(read.all(ANY_SEARCHED_TYPE, prismic.filter.in("document.id", changedIds.slice(at, at + PAGE_SIZE))));
  const [named, latest] = await Promise.all([
    Promise.all(byIds).then((reads) => reads.flat()),
    read.firstPage({ orderings: [{ field: "document.last_publication_date", direction: "desc" }] }),
  ]);
  if (latest.total_pages <= 1) return fromDocuments(ref, latest.results);
  const found = new Set(named.map((document) => document.id));
  const gone = changedIds.filter((id) => !found.has(id));
  const seen = new Map(current.seen);
  for (const id of gone) seen.delete(id);
  for (const document of [...named, ...latest.results]) seen.set(document.id, document.last_publication_date);
  const changed = latest.results.filter((document) => current.seen.get(document.id) !== document.last_publication_date);
  if (changed.length === latest.results.length || seen.size !== latest.total_results_size)
    return buildIndex(client, locale, ref);
  // From here on nothing awaits: the live index changes in one step.
  current.index.remove(gone);
  const next: LocaleIndex = { ...current, ref, seen };
  apply(next, [...named, ...changed]);
  return next;
}
