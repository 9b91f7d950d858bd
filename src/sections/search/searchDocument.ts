/** What search knows of a document: its words by weight (title, summary, body, uid) and where it links to. */
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import type { Section } from "@/config/sections";
import { linkedData } from "@/sections/listing/listingQuery";

/** The document types some section searches (src/config/sections.ts `searches`). */
type SearchedType = Extract<Section, { searches: readonly string[] }>["searches"][number];

/** The documents search can index: those of a searched type. */
export type SearchableDocument = Extract<Content.AllDocumentTypes, { type: SearchedType }>;

/** A document as the search index holds it. */
export type SearchDocument = {
  id: string;
  uid: string;
  type: SearchableDocument["type"];
  /** When it was last published: a change means it must be indexed again. */
  publishedAt: string;
  href: string;
  title: string;
  summary: string;
  body: string;
  /** The uid's words ("congreso-atencion-farmaceutica" → "congreso atencion farmaceutica"). */
  uidWords: string;
};

/** The text of every rich text block anywhere inside a value (slices, groups, fields). */
function richTextOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item && typeof item === "object" && "text" in item && typeof item.text === "string" && "type" in item)
        out.push(item.text);
      else richTextOf(item, out);
    }
  } else if (value && typeof value === "object") {
    for (const child of Object.values(value)) richTextOf(child, out);
  }
  return out;
}

/** Text blocks as one text, each ending as a sentence ends ("…cinco minutos. Respiración…" in an excerpt). */
const joined = (parts: readonly (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .map((part) => (/[.!?…:;»)"]$/.test(part) ? part : `${part}.`))
    .join("\n");

/** What an indexer makes of a document: where it links to, and its texts by weight. */
type Indexed = Pick<SearchDocument, "href" | "title" | "summary" | "body">;
type Indexer<T extends SearchableDocument> = (doc: T) => Indexed | null;

/** "C.N. 712481.3" → "C.N. 712481.3 712481 7124813": every form a visitor may type finds the product. */
function nationalCodeWords(code: string | null | undefined): string {
  if (!code) return "";
  const digits = code.replace(/\D/g, "");
  return [code, digits.slice(0, 6), digits].filter(Boolean).join(" ");
}

/** A key text, or a rich text's text ("" for anything else). */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  return Array.isArray(value) ? prismic.asText(value as prismic.RichTextField) : "";
}

/** A type without its own indexer: title, summary and the text of every other list field; null without a URL. */
function defaultIndexer(doc: SearchableDocument): Indexed | null {
  if (!doc.url) return null;
  const { title, ...fields } = doc.data as Record<string, unknown>;
  return {
    href: doc.url,
    title: textOf(title) || textOf(fields.name) || textOf(fields.meta_title) || (doc.uid ?? ""),
    summary: textOf(fields.summary) || textOf(fields.meta_description),
    body: joined(richTextOf(Object.values(fields).filter(Array.isArray))),
  };
}

const withSummary = (indexed: Indexed | null, summary: string) => indexed && { ...indexed, summary };

/** How a searchable type that needs more than `defaultIndexer` becomes a search document. */
export const INDEXERS: { [T in SearchedType]?: Indexer<Extract<SearchableDocument, { type: T }>> } = {
  product: (doc) => {
    if (!doc.url) return null;
    const { name, summary, presentation, national_code, description, composition, usage } = doc.data;
    return {
      href: doc.url,
      title: name ?? doc.uid,
      summary: summary ?? "",
      body: joined([presentation, nationalCodeWords(national_code), ...richTextOf([description, composition, usage])]),
    };
  },
  // A FAQ has no page of its own: it lives on its category's page, at its own anchor.
  faq: (doc) => {
    const category = linkedData<object>(doc.data.category);
    if (!category?.url) return null;
    return {
      href: `${category.url}#${doc.uid}`,
      title: doc.data.question ?? doc.uid,
      summary: "",
      body: joined(richTextOf(doc.data.answer)),
    };
  },
  // The default's, with a summary of their own.
  job_offer: (doc) => withSummary(defaultIndexer(doc), joined([doc.data.summary, doc.data.location, doc.data.region])),
  author: (doc) => withSummary(defaultIndexer(doc), doc.data.role ?? ""),
};

/** The searchable view of a document, or null when it has no public URL. */
export function toSearchDocument(doc: SearchableDocument): SearchDocument | null {
  const indexed = ((INDEXERS[doc.type] as Indexer<SearchableDocument> | undefined) ?? defaultIndexer)(doc);
  if (!indexed) return null;
  const uid = doc.uid ?? "";
  // The section's name as its path says it ("/nuestros-productos/…" → "nuestros productos"): a
  // search for "productos", "noticias" or a new section's name finds its documents.
  const sectionWords = indexed.href.split(/[/#?]/)[1] ?? "";
  const uidWords = `${uid} ${sectionWords}`.replace(/-/g, " ");
  return { id: doc.id, uid, type: doc.type, publishedAt: doc.last_publication_date, uidWords, ...indexed };
}
