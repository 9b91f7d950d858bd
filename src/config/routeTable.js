// @ts-check
/**
 * The one route table (spec §2, DESIGN §3): per locale, each section's public Spanish path,
 * the spec's English path that redirects to it, and the page file that renders it.
 * next.config.js rewrites/redirects, the Prismic route resolver and every internal link derive from it.
 * Plain CommonJS so next.config.js can load it; TypeScript reads the JSDoc types.
 */

/**
 * @typedef {object} RouteTarget
 * @property {string} spanish   Public Spanish path (`:path*` = any remaining segments).
 * @property {string} page      Internal page path (file under src/pages) it is rewritten to.
 */

/**
 * @typedef {object} RouteRow
 * @property {string} section        Stable id used by the code (e.g. "products").
 * @property {string} english        The spec's English path, permanently redirected to the first target.
 * @property {RouteTarget[]} targets Public Spanish path(s) and the page each renders.
 */

/** @param {string} section @param {string} english @param {string} spanish @param {string} [page] @returns {RouteRow} */
const row = (section, english, spanish, page = english) => ({ section, english, targets: [{ spanish, page }] });

/** Rows for es-es, in precedence order: specific rules before the general ones (spec §2). */
/** @type {RouteRow[]} */
const ES_ES = [
  row("products", "/products/:path*", "/nuestros-productos/:path*"),
  row("health", "/health/:path*", "/nuestros-consejos-de-salud/:path*"),
  row("news", "/news/:path*", "/noticias/:path*"),
  {
    section: "corporate",
    english: "/corporate",
    targets: [
      { spanish: "/quienes-somos/:path*", page: "/corporate/quienes-somos/:path*" },
      { spanish: "/nuestra-vision/:path*", page: "/corporate/nuestra-vision/:path*" },
    ],
  },
  row("spontaneousApplication", "/job-offers/spontaneous-application", "/trabaja-con-nosotros/formulario-solicitud"),
  row("jobApplication", "/job-offers/:uid/apply", "/trabaja-con-nosotros/:uid/candidatura"),
  row("jobOffers", "/job-offers/:path*", "/trabaja-con-nosotros/:path*"),
  row("search", "/search/:path*", "/busqueda/:path*"),
  row("faqSearch", "/f-a-q/search", "/preguntas-frecuentes/buscar"),
  row("faq", "/f-a-q/:path*", "/preguntas-frecuentes/:path*"),
  row("authors", "/authors/:path*", "/autor/:path*"),
  // The result of a form sent without JavaScript (`?envio=<token>`): per request, never indexed.
  row("formResult", "/form-result", "/resultado-del-envio"),
];

/**
 * Path segments the sections use below their landing page (listing filters and pagination), per locale.
 * `/nuestros-productos/categoria/pediatria/pagina/2`.
 * @type {Record<"es-es" | "es-co", { category: string, page: string }>}
 */
const SEGMENTS = {
  "es-es": { category: "categoria", page: "pagina" },
  "es-co": { category: "categoria", page: "pagina" },
};

/**
 * Each locale has its own table (spec §2). es-co currently uses the same public paths as es-es;
 * a Colombian wording goes here as data, not code.
 * @type {Record<"es-es" | "es-co", RouteRow[]>}
 */
const ROUTE_TABLE = {
  "es-es": ES_ES,
  "es-co": ES_ES.map((r) => ({ ...r, targets: r.targets.map((t) => ({ ...t })) })),
};

/** A path without its trailing `/:path*` (the section's landing page). @param {string} path */
const stripRest = (path) => path.replace(/\/:path\*$/, "") || "/";

/**
 * Public paths of the sections' landing pages and document pages, per locale, derived from the table.
 * `:uid` is the document's uid; `:category` its category's uid.
 * @param {"es-es" | "es-co"} locale
 */
function sectionPaths(locale) {
  /** @param {string} section */
  const base = (section) => {
    const found = ROUTE_TABLE[locale].find((r) => r.section === section);
    if (!found) throw new Error(`route table: no "${section}" row for ${locale}`);
    return stripRest(found.targets[0].spanish);
  };
  return {
    home: "/",
    products: base("products"),
    health: base("health"),
    news: base("news"),
    jobOffers: base("jobOffers"),
    spontaneousApplication: base("spontaneousApplication"),
    jobApplication: base("jobApplication"),
    search: base("search"),
    faq: base("faq"),
    faqSearch: base("faqSearch"),
    authors: base("authors"),
    formResult: base("formResult"),
    /** Corporate pages are served at their own Spanish slug (spec §2: both targets are given). */
    corporate: ROUTE_TABLE[locale]
      .find((r) => r.section === "corporate")
      ?.targets.map((t) => stripRest(t.spanish)) ?? [],
  };
}

/**
 * The URL prefix of a locale: none for the country's default locale or when the site has one locale
 * (spec §2: a locale prefix only when the site has more than one locale).
 * @param {string} locale
 * @param {{ defaultLocale: string, locales: readonly string[] }} country
 */
function localePrefix(locale, country) {
  return country.locales.length > 1 && locale !== country.defaultLocale ? `/${locale}` : "";
}

/**
 * @typedef {object} DocumentRoute  A Prismic route (the `routes` query parameter).
 * @property {string} type
 * @property {string} path
 * @property {string} [uid]
 * @property {string} [lang]
 * @property {Record<string, string>} [resolvers]
 */

/**
 * The Prismic route resolver for one locale: which public URL each document type lives at.
 * First match wins, so uid-specific routes come first.
 * @param {"es-es" | "es-co"} locale
 * @param {string} [prefix] locale prefix from localePrefix()
 * @returns {DocumentRoute[]}
 */
function documentRoutes(locale, prefix = "") {
  const paths = sectionPaths(locale);
  /** @param {string} path */
  const at = (path) => (prefix + path).replace(/\/+$/, "") || "/";
  return [
    { type: "home", path: at("/") },
    ...paths.corporate.map((path) => ({ type: "page", uid: path.slice(1), path: at(path) })),
    { type: "page", path: at("/:uid") },
    { type: "product_category", path: at(`${paths.products}/${SEGMENTS[locale].category}/:uid`) },
    { type: "product", path: at(`${paths.products}/:uid`) },
    { type: "health_category", path: at(`${paths.health}/${SEGMENTS[locale].category}/:uid`) },
    { type: "health_article", path: at(`${paths.health}/:uid`) },
    { type: "news_article", path: at(`${paths.news}/:uid`) },
    { type: "author", path: at(`${paths.authors}/:uid`) },
    { type: "job_offer", path: at(`${paths.jobOffers}/:uid`) },
    { type: "faq_category", path: at(`${paths.faq}/:uid`) },
  ].map((route) => ({ ...route, lang: locale }));
}

/**
 * The public path of a document (type, uid, lang) through the route resolver, or null when its type
 * has no page of its own. The same resolution the content API applies to `url`, for places where
 * the API gives no url (alternate languages).
 * @param {{ type: string, uid?: string | null, lang: string }} doc
 * @param {string} [prefix] locale prefix from localePrefix()
 */
function documentPath(doc, prefix = "") {
  if (doc.lang !== "es-es" && doc.lang !== "es-co") return null;
  const route = documentRoutes(doc.lang, prefix).find(
    (r) => r.type === doc.type && (r.uid === undefined || r.uid === doc.uid),
  );
  if (!route) return null;
  if (route.path.includes(":uid") && !doc.uid) return null;
  return route.path.replace(":uid", doc.uid ?? "");
}

module.exports = { ROUTE_TABLE, SEGMENTS, sectionPaths, localePrefix, documentRoutes, documentPath };
