/**
 * What search knows of a document: the words a visitor may look for, split by how much a match
 * there weighs (title, summary, body, the uid's words), and where the result links to. Read from
 * the documents of the Content API, the same on the local content service and on Prismic.
 */
import * as prismic from "@prismicio/client";
import type {
  FaqDocument,
  HealthArticleDocument,
  NewsArticleDocument,
  ProductDocument,
} from "../../../prismicio-types";
import { linkedData } from "../listing/listingQuery";

/** The document types search can index. */
export type SearchableDocument = ProductDocument | HealthArticleDocument | NewsArticleDocument | FaqDocument;

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
function faqHref(faq: FaqDocument): string | null {
  const category = linkedData<object>(faq.data.category);
  return category?.url ? `${category.url}#${faq.uid}` : null;
}

/** The searchable view of a document, or null when it has no public URL. */
export function toSearchDocument(doc: SearchableDocument): SearchDocument | null {
  const base = {
    id: doc.id,
    uid: doc.uid ?? "",
    type: doc.type,
    publishedAt: doc.last_publication_date,
    uidWords: (doc.uid ?? "").replace(/-/g, " "),
  };
  switch (doc.type) {
    case "product": {
      if (!doc.url) return null;
      const { name, summary, presentation, description, composition, usage } = doc.data;
      return {
        ...base,
        href: doc.url,
        title: name ?? doc.uid,
        summary: summary ?? "",
        body: joined([presentation, ...richTextOf([description, composition, usage])]),
      };
    }
    case "health_article":
    case "news_article":
      if (!doc.url) return null;
      return {
        ...base,
        href: doc.url,
        title: prismic.asText(doc.data.title),
        summary: doc.data.summary ?? "",
        body: joined(richTextOf(doc.data.slices)),
      };
    case "faq": {
      const href = faqHref(doc);
      if (!href) return null;
      return {
        ...base,
        href,
        title: doc.data.question ?? doc.uid,
        summary: "",
        body: joined(richTextOf(doc.data.answer)),
      };
    }
  }
}
