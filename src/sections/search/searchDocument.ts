/**
 * What search knows of a document: the words a visitor may look for, split by how much a match
 * there weighs (title, summary, body, the uid's words), and where the result links to. Read from
 * the documents of the Content API, the same on the local content service and on Prismic.
 */
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import { linkedData } from "@/sections/listing/listingQuery";

/** The document types search can index. */
export type SearchableDocument =
  | Content.ProductDocument
  | Content.HealthArticleDocument
  | Content.NewsArticleDocument
  | Content.FaqDocument
  | Content.PageDocument
  | Content.JobOfferDocument
  | Content.AuthorDocument;

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

/**
 * Text blocks as one text, each ending as a sentence ends, so that an excerpt reads "…cinco minutos.
 * Respiración…" where a heading meets its paragraph.
 */
const joined = (parts: readonly (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .map((part) => (/[.!?…:;»)"]$/.test(part) ? part : `${part}.`))
    .join("\n");

/** A FAQ has no page of its own: it lives on its category's page, at its own anchor. */
function faqHref(faq: Content.FaqDocument): string | null {
  const category = linkedData<object>(faq.data.category);
  return category?.url ? `${category.url}#${faq.uid}` : null;
}

type Base = Pick<SearchDocument, "id" | "uid" | "type" | "publishedAt" | "uidWords">;
type Indexer<T extends SearchableDocument> = (doc: T, base: Base) => SearchDocument | null;

/**
 * "C.N. 712481.3" → "C.N. 712481.3 712481 7124813": the national code as written, its six digits
 * (what a visitor reads off a box) and all its digits, so that each form finds the product.
 */
function nationalCodeWords(code: string | null | undefined): string {
  if (!code) return "";
  const digits = code.replace(/\D/g, "");
  return [code, digits.slice(0, 6), digits].filter(Boolean).join(" ");
}

/**
 * How each searchable type becomes a search document: one indexer per type. A type searched by a
 * section (src/config/sections.ts `searches`) without an indexer here fails a unit test.
 */
export const INDEXERS: { [T in SearchableDocument["type"]]: Indexer<Extract<SearchableDocument, { type: T }>> } = {
  product: (doc, base) => {
    if (!doc.url) return null;
    const { name, summary, presentation, national_code, description, composition, usage } = doc.data;
    return {
      ...base,
      href: doc.url,
      title: name ?? doc.uid,
      summary: summary ?? "",
      body: joined([presentation, nationalCodeWords(national_code), ...richTextOf([description, composition, usage])]),
    };
  },
  health_article: (doc, base) => articleDocument(doc, base),
  news_article: (doc, base) => articleDocument(doc, base),
  faq: (doc, base) => {
    const href = faqHref(doc);
    if (!href) return null;
    return {
      ...base,
      href,
      title: doc.data.question ?? doc.uid,
      summary: "",
      body: joined(richTextOf(doc.data.answer)),
    };
  },
  // Corporate and legal pages (quiénes somos, nuestra visión, aviso legal, cookies, privacidad, contacto).
  page: (doc, base) =>
    doc.url
      ? {
          ...base,
          href: doc.url,
          title: prismic.asText(doc.data.title) || doc.data.meta_title || doc.uid,
          summary: doc.data.meta_description ?? "",
          body: joined(richTextOf(doc.data.slices)),
        }
      : null,
  job_offer: (doc, base) =>
    doc.url
      ? {
          ...base,
          href: doc.url,
          title: doc.data.title ?? doc.uid,
          summary: joined([doc.data.summary, doc.data.location, doc.data.region]),
          body: joined(richTextOf([doc.data.description, doc.data.requirements, doc.data.benefits])),
        }
      : null,
  author: (doc, base) =>
    doc.url
      ? {
          ...base,
          href: doc.url,
          title: doc.data.name ?? doc.uid,
          summary: doc.data.role ?? "",
          body: joined(richTextOf(doc.data.bio)),
        }
      : null,
};

function articleDocument(
  doc: Content.HealthArticleDocument | Content.NewsArticleDocument,
  base: Base,
): SearchDocument | null {
  if (!doc.url) return null;
  return {
    ...base,
    href: doc.url,
    title: prismic.asText(doc.data.title),
    summary: doc.data.summary ?? "",
    body: joined(richTextOf(doc.data.slices)),
  };
}

/** The searchable view of a document, or null when it has no public URL (or its type has no indexer). */
export function toSearchDocument(doc: SearchableDocument): SearchDocument | null {
  const base: Base = {
    id: doc.id,
    uid: doc.uid ?? "",
    type: doc.type,
    publishedAt: doc.last_publication_date,
    uidWords: (doc.uid ?? "").replace(/-/g, " "),
  };
  const indexer = INDEXERS[doc.type] as Indexer<SearchableDocument> | undefined;
  const indexed = indexer ? indexer(doc, base) : null;
  return indexed && { ...indexed, uidWords: `${indexed.uidWords} ${sectionWords(indexed.href)}` };
}

/**
 * The section's name as its public path says it ("/nuestros-productos/…" → "nuestros productos"),
 * so that a search for "productos", "noticias" or a new section's name finds its documents.
 */
function sectionWords(href: string): string {
  return (href.split(/[/#?]/)[1] ?? "").replace(/-/g, " ");
}
