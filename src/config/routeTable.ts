/**
 * The one route table, derived from the section registry (./sections.ts) and the country registry
 * (./countries.ts): per locale, each path's public Spanish form, the spec's English path that
 * redirects to it and the page file that renders it. next.config.ts rewrites and redirects, the
 * Prismic route resolver and every internal link derive from it.
 */
import { LOCALES, localeEntry, type Locale } from "./countries";
import { SECTION_LIST, type DocumentType, type RouteId, type SectionId } from "./sections";

/** A public Spanish path and the page file (under src/pages) it is rewritten to. */
type RouteTarget = { spanish: string; page: string };

/** One row: a route id, the English path permanently redirected to the first target, and its targets. */
type RouteRow = { section: RouteId; english: string; targets: RouteTarget[] };

/** One locale's rows, in precedence order. */
function localeRows(): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const section of SECTION_LIST) {
    for (const route of section.routes) {
      const target = { spanish: route.spanish, page: route.page ?? route.english };
      // Paths sharing an English path (corporate) are one row with several targets.
      const sameEnglish = rows.find((row) => row.english === route.english);
      if (sameEnglish) sameEnglish.targets.push(target);
      else rows.push({ section: route.id as RouteId, english: route.english, targets: [target] });
    }
  }
  return rows;
}

/** Each locale's table (every locale words its paths the same so far: a different wording is data in ./sections.ts). */
export const ROUTE_TABLE = Object.fromEntries(LOCALES.map((locale) => [locale, localeRows()])) as Record<
  Locale,
  RouteRow[]
>;

/** Path segments the sections use below their landing page (listing filters and pagination), per locale. */
export const SEGMENTS = Object.fromEntries(LOCALES.map((locale) => [locale, localeEntry(locale).segments])) as Record<
  Locale,
  { category: string; page: string }
>;

/** A path without its trailing `/:path*` (the section's landing page). */
const stripRest = (path: string) => path.replace(/\/:path\*$/, "") || "/";

type SectionPaths = Record<Exclude<RouteId, "corporate" | "corporateVision">, string> & {
  home: "/";
  /** Corporate pages are served at their own Spanish slug: every target of the corporate row. */
  corporate: string[];
};

/**
 * Public paths of the route ids (landing pages, `:uid` for a document's uid), per locale.
 */
export function sectionPaths(locale: Locale): SectionPaths {
  const rows = ROUTE_TABLE[locale];
  const paths: Record<string, unknown> = { home: "/" };
  for (const row of rows) {
    if (row.section === "corporate") paths.corporate = row.targets.map((target) => stripRest(target.spanish));
    else paths[row.section] = stripRest(row.targets[0].spanish);
  }
  return paths as SectionPaths;
}

/**
 * The URL prefix of a locale: none for the country's default locale or when the site has one locale.
 */
export function localePrefix(locale: string, country: { defaultLocale: string; locales: readonly string[] }): string {
  return country.locales.length > 1 && locale !== country.defaultLocale ? `/${locale}` : "";
}

/** The public path of a listing page (page 1 has no page segment). */
export function listingPath(base: string, locale: Locale, page: number, categoryUid?: string | null): string {
  const category = categoryUid ? `/${SEGMENTS[locale].category}/${categoryUid}` : "";
  return `${base}${category}${page > 1 ? `/${SEGMENTS[locale].page}/${page}` : ""}`;
}

/** The public path of a section's landing page (its last, least specific route). */
export function landingPath(id: SectionId, locale: Locale): string {
  const section = SECTION_LIST.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`section registry: no section "${id}"`);
  const landing = section.routes[section.routes.length - 1];
  return stripRest(
    ROUTE_TABLE[locale].find((row) => row.section === landing.id)?.targets[0].spanish ?? landing.spanish,
  );
}

/** The document type holding a section landing's texts and promotions (the registry's `landingDocument`). */
export const LANDING_DOCUMENT_TYPE = "section_landing" satisfies DocumentType;

/** The sections whose landing texts are a `section_landing` document, in registry order. */
export const LANDING_DOCUMENT_SECTIONS: SectionId[] = SECTION_LIST.filter((section) => section.landingDocument).map(
  (section) => section.id as SectionId,
);

/** The uid of a section's landing document in a locale: its landing path without slashes (`nuestros-productos`). */
export function landingDocumentUid(id: SectionId, locale: Locale): string {
  return landingPath(id, locale).replace(/^\//, "").replaceAll("/", "-");
}

/** Public paths of the sections' landing pages that are public pages of the sitemap (registry `landing`). */
export function sectionLandingPaths(locale: Locale): string[] {
  return SECTION_LIST.filter((section) => section.landing).map((section) =>
    landingPath(section.id as SectionId, locale),
  );
}

/** Public paths of the pages rendered for one visitor (registry `private`): never in the sitemap, disallowed in robots.txt. */
export function privatePagePaths(): string[] {
  return [
    ...new Set(
      LOCALES.flatMap((locale) =>
        SECTION_LIST.filter((section) => section.private).map((section) =>
          landingPath(section.id as SectionId, locale),
        ),
      ),
    ),
  ];
}

/** A Prismic route (the `routes` query parameter). */
type DocumentRoute = { type: string; path: string; uid?: string; lang?: string; resolvers?: Record<string, string> };

/** Document types with a page of their own, besides the sections' (home, pages). */
const CORE_TYPES: DocumentType[] = ["home", "page"];

/** Document types that have a public page of their own (route resolver), in resolver order. */
export const ROUTABLE_TYPES: DocumentType[] = [
  ...CORE_TYPES,
  ...SECTION_LIST.flatMap((section) => (section.documents ?? []).map((doc) => doc.type)),
];

/**
 * The Prismic route resolver for one locale: which public URL each document type lives at.
 * First match wins, so uid-specific routes come first.
 */
export function documentRoutes(locale: Locale, prefix = ""): DocumentRoute[] {
  const paths = sectionPaths(locale);
  const at = (path: string) => (prefix + path).replace(/\/+$/, "") || "/";
  const sectionRoutes = SECTION_LIST.flatMap((section) =>
    (section.documents ?? []).map((doc) => ({
      type: doc.type,
      path: at(
        `${landingPath(section.id as SectionId, locale)}${doc.under === "category" ? `/${SEGMENTS[locale].category}` : ""}/:uid`,
      ),
    })),
  );
  return [
    { type: "home", path: at("/") },
    ...paths.corporate.map((path) => ({ type: "page", uid: path.slice(1), path: at(path) })),
    { type: "page", path: at("/:uid") },
    ...sectionRoutes,
    ...LANDING_DOCUMENT_SECTIONS.map((id) => ({
      type: LANDING_DOCUMENT_TYPE,
      uid: landingDocumentUid(id, locale),
      path: at(landingPath(id, locale)),
    })),
  ].map((route) => ({ ...route, lang: locale }));
}

/**
 * The public path of a document (type, uid, lang) through the route resolver, or null when its type
 * has no page of its own. The same resolution the content API applies to `url`, for places where
 * the API gives no url (alternate languages).
 */
export function documentPath(doc: { type: string; uid?: string | null; lang: string }, prefix = ""): string | null {
  if (!(LOCALES as readonly string[]).includes(doc.lang)) return null;
  const route = documentRoutes(doc.lang as Locale, prefix).find(
    (r) => r.type === doc.type && (r.uid === undefined || r.uid === doc.uid),
  );
  if (!route) return null;
  if (route.path.includes(":uid") && !doc.uid) return null;
  return route.path.replace(":uid", doc.uid ?? "");
}
