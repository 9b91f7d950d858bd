/**
 * The section registry: one declaration per section of the site (docs/architecture.md "Where a
 * change goes"). The route table (./routeTable.ts: rewrites, redirects, the Prismic route resolver,
 * every internal link), the listings and their queries, the sitemap, the publishing webhook's
 * paths (src/server/revalidate) and the fields each query copies into links (`fetchLinks`) or reads
 * for a listing's cards (`graphQuery`, src/lib/prismic/queryFields.ts) all derive from it.
 * Pure data: next.config.ts reads it at build time, so it imports nothing that runs.
 */
import type * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";

/** A Prismic document type of the repository's models. */
export type DocumentType = Content.AllDocumentTypes["type"];

/** One row of the route table: the spec's English path, its public Spanish path and the page file rendering it. */
type RouteDeclaration = {
  /** Stable id used by the code for this path (`sectionPaths(locale).jobApplication`). */
  id: string;
  /** The English path of the spec, permanently redirected to the Spanish one (`:path*` = any remaining segments). */
  english: string;
  /** The public Spanish path (every locale so far words it the same). */
  spanish: string;
  /** The page file (under src/pages) it is rewritten to; the English path when omitted. */
  page?: string;
};

/** A document type with a page of its own in a section: at `<landing>/:uid`, or `<landing>/<category segment>/:uid`. */
type DocumentDeclaration = { type: DocumentType; under?: "category" };

/** A section's paginated listing (`/pagina/n`), optionally by category (`/categoria/:uid`). */
export type ListingDeclaration = {
  /** Document type listed. */
  type: DocumentType;
  /** The category document type, the listed type's relationship field to it, and the order of the category links. */
  category?: { type: DocumentType; field: string; orderings: prismic.Ordering[] };
  pageSize: number;
  orderings: prismic.Ordering[];
  /** The fields its cards show: a listing page reads only these of its documents (`graphQuery`). */
  card: readonly string[];
};

/** A section. Every part but `routes` is optional. */
type SectionDeclaration = {
  id: string;
  /** Its paths, most specific first: the last is the landing page's. */
  routes: readonly RouteDeclaration[];
  /** Document types with a page in the section (the Prismic route resolver). */
  documents?: readonly DocumentDeclaration[];
  /** Its paginated listing, when it has one. */
  listing?: ListingDeclaration;
  /** Whether its landing page is a public page of the sitemap. */
  landing?: boolean;
  /**
   * Whether editors write its landing's title, intro, SEO and promotions in a `section_landing`
   * document (one per locale, its uid the landing's path: `nuestros-productos`).
   */
  landingDocument?: boolean;
  /** Document types its landing lists without pagination (a change to one regenerates the landing). */
  landingLists?: readonly DocumentType[];
  /**
   * Document types listed on the page of another document through a relationship field (a health
   * article on its author's page): a change regenerates that page.
   */
  listedOn?: readonly {
    type: DocumentType;
    field: string;
    on: DocumentType;
    /** When the other document's page paginates the list (`/pagina/n`, as the listings): its page size and order. */
    pages?: { pageSize: number; orderings: prismic.Ordering[] };
  }[];
  /**
   * Relationship fields of its documents (`my.<type>.<field>`, a group's as `group.field`) and the
   * types they link to: the publishing webhook finds the documents showing a changed one with a
   * Content API filter on them (`any(my.product.related_products.product, [id])`), never by reading
   * every document. A model's relationship field missing here fails a unit test.
   */
  links?: readonly { type: DocumentType; field: string; to: readonly DocumentType[] }[];
  /**
   * Fields of its documents that a link to one of them shows on another page (a byline, a category's
   * name, a related-content card, a FAQ list's question): the queries of the pages whose
   * relationship fields (`links`) or slices (`SLICE_LINKS`) link to that type copy them into the link
   * (Prismic `fetchLinks`, src/lib/prismic/queryFields.ts). No query asks for any other.
   */
  linkFields?: Partial<Record<DocumentType, readonly string[]>>;
  /** Document types searched from its search page. */
  searches?: readonly DocumentType[];
  /** Pages rendered for one visitor: never in the sitemap, disallowed in robots.txt. */
  private?: boolean;
};

/** Newest first, then by first publication for a stable order. */
export const ARTICLE_ORDER: prismic.Ordering[] = [
  { field: "my.health_article.publication_date", direction: "desc" },
  { field: "document.first_publication_date", direction: "desc" },
];

/** Editorial order of categories: their `order` field, then their name. */
const categoryOrder = (type: string): prismic.Ordering[] => [
  { field: `my.${type}.order` },
  { field: `my.${type}.name` },
];

/** The sections, in route precedence order (specific rules before general ones). */
export const SECTIONS = [
  {
    id: "products",
    routes: [{ id: "products", english: "/products/:path*", spanish: "/nuestros-productos/:path*" }],
    documents: [{ type: "product_category", under: "category" }, { type: "product" }],
    listing: {
      type: "product",
      category: {
        type: "product_category",
        field: "my.product.category",
        orderings: categoryOrder("product_category"),
      },
      pageSize: 9,
      orderings: [{ field: "my.product.name" }],
      // the category link gives the card's eyebrow (the name comes from the category list)
      card: ["name", "summary", "image", "category"],
    },
    landing: true,
    landingDocument: true,
    links: [
      { type: "product", field: "category", to: ["product_category"] },
      { type: "product", field: "related_products.product", to: ["product"] },
    ],
    linkFields: { product: ["name", "image", "summary"], product_category: ["name"] },
  },
  {
    id: "health",
    routes: [{ id: "health", english: "/health/:path*", spanish: "/nuestros-consejos-de-salud/:path*" }],
    documents: [{ type: "health_category", under: "category" }, { type: "health_article" }],
    listing: {
      type: "health_article",
      category: {
        type: "health_category",
        field: "my.health_article.category",
        orderings: categoryOrder("health_category"),
      },
      pageSize: 9,
      orderings: ARTICLE_ORDER,
      card: ["title", "summary", "image", "publication_date", "category"],
    },
    landing: true,
    landingDocument: true,
    links: [
      { type: "health_article", field: "category", to: ["health_category"] },
      { type: "health_article", field: "author", to: ["author"] },
      { type: "health_article", field: "related.document", to: ["health_article", "product", "news_article"] },
    ],
    linkFields: { health_category: ["name"], health_article: ["title", "summary", "image"] },
  },
  {
    id: "news",
    routes: [{ id: "news", english: "/news/:path*", spanish: "/noticias/:path*" }],
    documents: [{ type: "news_article" }],
    listing: {
      type: "news_article",
      pageSize: 9,
      orderings: [
        { field: "my.news_article.publication_date", direction: "desc" },
        { field: "document.first_publication_date", direction: "desc" },
      ],
      card: ["title", "summary", "image", "publication_date"],
    },
    landing: true,
    landingDocument: true,
    linkFields: { news_article: ["title", "summary", "image"] },
  },
  {
    id: "corporate",
    routes: [
      {
        id: "corporate",
        english: "/corporate",
        spanish: "/quienes-somos/:path*",
        page: "/corporate/quienes-somos/:path*",
      },
      {
        id: "corporateVision",
        english: "/corporate",
        spanish: "/nuestra-vision/:path*",
        page: "/corporate/nuestra-vision/:path*",
      },
    ],
    // The editors' redirects (customtypes/redirects) lead to a page of any section: declared once,
    // here, so a target whose path changes regenerates the from-paths leading to it.
    links: [
      {
        type: "redirects",
        field: "rows.target",
        to: [
          "home",
          "page",
          "product_category",
          "product",
          "health_category",
          "health_article",
          "news_article",
          "job_offer",
          "faq_category",
          "author",
          "section_landing",
        ],
      },
    ],
  },
  {
    id: "jobOffers",
    routes: [
      {
        id: "spontaneousApplication",
        english: "/job-offers/spontaneous-application",
        spanish: "/trabaja-con-nosotros/formulario-solicitud",
      },
      { id: "jobApplication", english: "/job-offers/:uid/apply", spanish: "/trabaja-con-nosotros/:uid/candidatura" },
      { id: "jobOffers", english: "/job-offers/:path*", spanish: "/trabaja-con-nosotros/:path*" },
    ],
    documents: [{ type: "job_offer" }],
    landing: true,
    landingDocument: true,
    landingLists: ["job_offer"],
  },
  {
    id: "search",
    routes: [{ id: "search", english: "/search/:path*", spanish: "/busqueda/:path*" }],
    landingDocument: true,
    searches: ["product", "health_article", "news_article", "faq", "page", "job_offer", "author"],
  },
  {
    id: "faq",
    routes: [
      { id: "faqSearch", english: "/f-a-q/search", spanish: "/preguntas-frecuentes/buscar" },
      { id: "faq", english: "/f-a-q/:path*", spanish: "/preguntas-frecuentes/:path*" },
    ],
    documents: [{ type: "faq_category" }],
    landing: true,
    landingDocument: true,
    landingLists: ["faq", "faq_category"],
    listedOn: [{ type: "faq", field: "category", on: "faq_category" }],
    links: [{ type: "faq", field: "category", to: ["faq_category"] }],
    // A FAQ's category link carries its name so that search can link the FAQ to its category's page.
    linkFields: { faq: ["question", "answer"], faq_category: ["name"] },
    searches: ["faq"],
  },
  {
    id: "authors",
    routes: [{ id: "authors", english: "/authors/:path*", spanish: "/autor/:path*" }],
    documents: [{ type: "author" }],
    landing: true,
    landingDocument: true,
    landingLists: ["author"],
    listedOn: [
      {
        type: "health_article",
        field: "author",
        on: "author",
        pages: { pageSize: 9, orderings: ARTICLE_ORDER },
      },
    ],
    linkFields: { author: ["name", "role", "avatar"] },
  },
  {
    // The result of a form sent without JavaScript (`?envio=<token>`): per request, never indexed.
    id: "formResult",
    routes: [{ id: "formResult", english: "/form-result", spanish: "/resultado-del-envio" }],
    private: true,
  },
  {
    // The newsletter's confirmation link (`?codigo=<signed token>`, issue 32): per request, never indexed.
    id: "newsletterConfirmation",
    routes: [{ id: "newsletterConfirmation", english: "/newsletter-confirmation", spanish: "/confirmar-suscripcion" }],
    private: true,
  },
] as const satisfies readonly SectionDeclaration[];

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section["id"];

/** Every route id of the registry (`products`, `jobApplication`, …). */
export type RouteId = Section["routes"][number]["id"];

/** The sections as their general type, for code that walks every part. */
export const SECTION_LIST: readonly SectionDeclaration[] = SECTIONS;

/** A section's declaration by id. */
export function sectionById<Id extends SectionId>(id: Id): Extract<Section, { id: Id }> {
  const found = SECTIONS.find((section) => section.id === id);
  if (!found) throw new Error(`section registry: no section "${id}"`);
  return found as Extract<Section, { id: Id }>;
}

/** A section that has a listing. */
export type ListedSection = Extract<Section, { listing: unknown }>;
export type ListedSectionId = ListedSection["id"];

/**
 * A section's paginated listing, with its section's id. The page loaders and the publishing
 * webhook (src/server/revalidate) both read it, so the query and the page size have one source.
 */
export type SectionListing = ListingDeclaration & {
  /** The section's id, also its landing page's key in sectionPaths. */
  section: ListedSectionId;
  type: Extract<Content.AllDocumentTypes, { uid: string }>["type"];
};

/** The listings of the site, as the loaders and the publishing webhook read them. */
export const SECTION_LISTINGS: readonly SectionListing[] = SECTIONS.filter(
  (section): section is ListedSection => "listing" in section,
).map((section) => ({ section: section.id, ...section.listing }));

/** One section's listing. */
export function sectionListing(id: ListedSectionId): SectionListing {
  const listing = SECTION_LISTINGS.find((candidate) => candidate.section === id);
  if (!listing) throw new Error(`section registry: "${id}" has no listing`);
  return listing;
}

/**
 * Content-relationship fields of the shared slices (src/slices; a group's as `group.field`), the
 * types they link to and the document types whose slice zones hold the slice: a page of such a
 * type shows the linked documents' `linkFields` (a FAQ list's questions and answers). No Content
 * API filter reaches into slices (docs/publishing.md). A slice's relationship field, or a slice
 * zone holding it, missing here fails a unit test (tests/unit/linkFields.test.ts).
 */
export const SLICE_LINKS = [
  {
    slice: "faq_list",
    field: "questions.faq",
    to: ["faq"],
    in: ["health_article", "home", "page", "section_landing"],
  },
] as const satisfies readonly {
  slice: string;
  field: string;
  to: readonly DocumentType[];
  in: readonly DocumentType[];
}[];
