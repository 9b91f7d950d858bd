/**
 * Class (a), page routes: every route of the route table (src/config/routeTable.ts, the README's
 * "Sections and their URLs") with hostile path segments, hostile query strings on the searches,
 * Next's `/_next/data/<buildId>/…json` variants, and methods other than GET/HEAD on pages.
 */
import { landingPath, ROUTE_TABLE, SEGMENTS } from "@/config/routeTable";
import { SECTIONS } from "@/config/sections";
import { HOSTILE_SEGMENTS, REAL_UIDS, randomSegment } from "./hostileStrings";
import type { HostileInput } from "./oracle";
import type { Prng } from "./prng";
import { REFUSED_EXTERNAL_ROWS, SHOP } from "./redirectRows";

const LOCALE = "es-es";
/** The characters of a result token (base64url). */
const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const HOLE = "{}";

/** Path templates with a hole for a hostile segment, derived from the route table (Spanish and English paths). */
export function routeTemplates(): string[] {
  const { category, page } = SEGMENTS[LOCALE];
  const templates = new Set<string>([
    `/${HOLE}`,
    `/${HOLE}/${HOLE}`,
    "/sitemap.xml/" + HOLE,
    "/robots.txt/" + HOLE,
    `/auth/${HOLE}`,
    `/slice-simulator/${HOLE}`,
    `/api/${HOLE}`,
    `/_next/${HOLE}`,
    `/_next/static/${HOLE}`,
    `/locales/${HOLE}`,
    `/images/${HOLE}`,
  ]);
  for (const legal of ["/aviso-legal", "/politica-de-privacidad", "/politica-de-cookies", "/contacto"])
    templates.add(`${legal}/${HOLE}`);
  for (const row of ROUTE_TABLE[LOCALE]) {
    for (const path of [row.english, ...row.targets.map((target) => target.spanish)]) {
      if (path.endsWith("/:path*")) {
        const base = path.slice(0, -"/:path*".length);
        templates.add(`${base}/${HOLE}`);
        templates.add(`${base}/${category}/${HOLE}`);
        templates.add(`${base}/${category}/${REAL_UIDS.productCategory}/${page}/${HOLE}`);
        templates.add(`${base}/${page}/${HOLE}`);
        templates.add(`${base}/${HOLE}/${page}/2`);
      } else if (path.includes(":uid")) {
        templates.add(path.replace(":uid", HOLE));
        templates.add(path.replace(":uid", REAL_UIDS.jobOffer) + `/${HOLE}`);
      } else {
        templates.add(`${path}/${HOLE}`);
      }
    }
  }
  return [...templates];
}

/**
 * Pages that exist, for the method and query checks: these, and every section landing of the
 * registry (a new section's is checked with no edit here; today's are all in the list).
 */
export const EXISTING_PAGES = [
  ...new Set([
    "/",
    "/nuestros-productos",
    `/nuestros-productos/${REAL_UIDS.product}`,
    `/nuestros-productos/categoria/${REAL_UIDS.productCategory}`,
    "/nuestros-consejos-de-salud",
    `/nuestros-consejos-de-salud/categoria/${REAL_UIDS.healthCategory}`,
    "/noticias",
    `/noticias/${REAL_UIDS.news}`,
    "/quienes-somos",
    "/aviso-legal",
    "/contacto",
    "/autor",
    `/autor/${REAL_UIDS.author}`,
    "/trabaja-con-nosotros",
    `/trabaja-con-nosotros/${REAL_UIDS.jobOffer}`,
    `/trabaja-con-nosotros/${REAL_UIDS.jobOffer}/candidatura`,
    "/trabaja-con-nosotros/formulario-solicitud",
    "/preguntas-frecuentes",
    `/preguntas-frecuentes/${REAL_UIDS.faqCategory}`,
    "/preguntas-frecuentes/buscar?q=arnica",
    "/busqueda?q=arnica",
    "/sitemap.xml",
    "/robots.txt",
    "/auth",
    ...SECTIONS.flatMap((section) =>
      "landing" in section && section.landing ? [landingPath(section.id, LOCALE)] : [],
    ),
  ]),
];

const SEARCHES = ["/busqueda", "/preguntas-frecuentes/buscar"];

/** Rows of the seed's `redirects` document (content/documents/redirects/redirects.es-es.json). */
const EDITOR_REDIRECTS: [string, string, 307 | 308][] = [
  ["/nuestros-productos/arnica-montana-9-ch", `/nuestros-productos/${REAL_UIDS.product}`, 308],
  ["/catalogo-2025", "/nuestros-productos", 308],
  ["/campana-invierno", "/nuestros-consejos-de-salud", 307],
  ["/tienda", `https://${SHOP}/`, 308],
];

/** Hostile forms of a from-path, as written on the wire. */
function redirectVariants(from: string): string[] {
  const last = from.split("/").at(-1)!;
  return [
    `${from}/..`,
    `${from}/../..//evil.example`,
    `/${from}`,
    `${from}//`,
    `${from}%2F`,
    from.split("/").length > 2 ? from.replace(/\/([^/]*)$/, "%2F$1") : `${from}%2Fx`,
    `${from}%0d%0aLocation:%20https://evil.example`,
    `${from}%00`,
    from.replace(last, last.replace("a", "%D0%B0")),
    from.replace(last, last.toUpperCase()),
    `/https://evil.example${from}`,
    `/%2F%2Fevil.example${from}`,
    `${from}/${"a".repeat(2000)}`,
    `${from}?next=https://evil.example&redirect=//evil.example`,
  ];
}

/**
 * Queries aimed at the site's own search index (issue 27): the suggestion path (every word a
 * typo, up to the 100-character limit), many words, words of one letter repeated, the syntax of
 * search engines, odd unicode (combining marks, ligatures, fullwidth letters, ZWJ emoji, dotted I,
 * scripts without a stemmer), markup, 10,000 characters.
 */
const SEARCH_ENGINE_QUERIES = [
  "arnika calendla melatonia diluciones fibre bebés dolroes nnos gelsemim vomika",
  "a b c d e f g h i j k l m n ñ o p q r s t u v w x y z á é í ó ú ü",
  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
  'árnica~2 dolor^3 -niño +bebé "fiebre" AND (gripe OR tos) NOT x* field:title',
  "a\u0301".repeat(30),
  "ﬁebre ﬂor ＡＲＮＩＣＡ ⅻ ¹²³ İstanbul ǅ",
  "👩‍👩‍👧‍👦 🏳️‍🌈 🇪🇸🇨🇴",
  "ниño dolor 痛み ألم दर्द",
  "<mark>árnica</mark><script>alert(1)</script>",
  "dolor ".repeat(1_667),
];

/** Hostile query strings for a search page, as written on the wire after `?`. */
function hostileQueries(prng: Prng): string[] {
  const values = [
    ...HOSTILE_SEGMENTS.filter((segment) => segment.length < 400),
    ...Array.from({ length: 20 }, () => randomSegment(prng)),
  ];
  return [
    ...values.map((value) => `q=${value}`),
    "q=a&q=b",
    "q=a&q=b&q=c&q=%5C",
    "q[]=a",
    "q[a]=b",
    "q",
    "q=",
    "q=&q=",
    `q=${"a".repeat(10_240)}`,
    `q=${"%E2%80%AE".repeat(1_000)}`,
    `q=${"%5C".repeat(2_000)}`,
    "__proto__[x]=1&q=a",
    "constructor[prototype][x]=1",
    "q=arnica&page=%00",
    "q=arnica&page=-1",
    "q=arnica&page=1e309",
    "q=arnica&lang=%E0%A4%A",
    "q=%2A%3F%5B%5D%28%29%7C%5E%24",
    "q=%22%5D%5D%2C%5B%5Bat(document.type%2C%22x%22)%5D%5D",
    "q=" + encodeURIComponent('fulltext(document,"x")'),
    ...SEARCH_ENGINE_QUERIES.map((query) => `q=${encodeURIComponent(query)}`),
  ];
}

/**
 * The class-(a) inputs: `perTemplate` random segments on every template of the route table, every
 * hostile segment on the core templates, the queries, the data routes and the methods.
 */
export function pageInputs(prng: Prng, buildId: string, nextId: () => number, perTemplate = 20): HostileInput[] {
  const inputs: HostileInput[] = [];
  const add = (group: string, label: string, method: string, path: string, expect: HostileInput["expect"]) =>
    inputs.push({ id: nextId(), group, label, request: { method, path }, expect });
  const templates = routeTemplates();
  for (const template of templates) {
    const core =
      template === "/noticias/{}" ||
      template === "/{}" ||
      template === "/nuestros-productos/{}" ||
      template === "/trabaja-con-nosotros/{}/candidatura";
    const segments = core
      ? [...HOSTILE_SEGMENTS, ...Array.from({ length: perTemplate }, () => randomSegment(prng))]
      : [
          ...prng.sample(HOSTILE_SEGMENTS, perTemplate / 2),
          ...Array.from({ length: perTemplate / 2 }, () => randomSegment(prng)),
        ];
    for (const segment of segments) {
      const path = template.split(HOLE).join(segment);
      add(
        "pages: path segments",
        `${template} with ${JSON.stringify(segment.slice(0, 40))}`,
        prng.int(10) === 0 ? "HEAD" : "GET",
        path,
        { kind: template.startsWith("/_next/") ? "data" : "page" },
      );
    }
  }
  // The no-JavaScript result page (issue 31): tokens nobody was given — well formed (an expired or
  // another instance's token looks the same), malformed, hostile, repeated — read "no longer available".
  const tokens = [
    ...Array.from({ length: 12 }, () =>
      Array.from({ length: 32 }, () => TOKEN_ALPHABET[prng.int(TOKEN_ALPHABET.length)]).join(""),
    ),
    ...prng.sample(HOSTILE_SEGMENTS, 12),
    "",
  ];
  for (const token of tokens)
    add(
      "pages: result tokens",
      `result ?envio=${JSON.stringify(token.slice(0, 40))}`,
      "GET",
      `/resultado-del-envio?envio=${encodeURIComponent(token)}`,
      {
        kind: "resultUnavailable",
      },
    );
  add(
    "pages: result tokens",
    "result with the token twice",
    "GET",
    `/resultado-del-envio?envio=${"A".repeat(32)}&envio=${"B".repeat(32)}`,
    {
      kind: "resultUnavailable",
    },
  );
  // A target longer than node's header limit (16 KiB) is refused by node itself with 431 and no body.
  for (const search of SEARCHES) {
    for (const query of hostileQueries(prng))
      add("pages: query strings", `${search}?${query.slice(0, 40)}`, "GET", `${search}?${query}`, { kind: "page" });
  }
  for (const page of prng.sample(EXISTING_PAGES, 12)) {
    for (let i = 0; i < 4; i += 1) {
      const query = `${prng.pick(["q", "page", "ref", "lang", "__nextDataReq", "_rsc", "token", "redirect", "x"])}=${randomSegment(prng)}`;
      add(
        "pages: query strings",
        `${page} ?${query.slice(0, 40)}`,
        "GET",
        `${page}${page.includes("?") ? "&" : "?"}${query}`,
        { kind: "page" },
      );
    }
  }
  const dataRoutes = ["", "/es-es", "/es-co", "/en"];
  for (const template of prng.sample(templates, 40)) {
    for (let i = 0; i < 3; i += 1) {
      const segment = i === 0 ? prng.pick(HOSTILE_SEGMENTS) : randomSegment(prng);
      const path = `/_next/data/${buildId}${prng.pick(dataRoutes)}${template.split(HOLE).join(segment)}.json`;
      add("pages: /_next/data", path.slice(0, 60), "GET", path, { kind: "data" });
    }
  }
  for (const segment of prng.sample(HOSTILE_SEGMENTS, 30)) {
    add("pages: /_next/data", `build id ${segment.slice(0, 30)}`, "GET", `/_next/data/${segment}/noticias.json`, {
      kind: "data",
    });
    add("pages: /_next/data", `page ${segment.slice(0, 30)}`, "GET", `/_next/data/${buildId}/${segment}.json`, {
      kind: "data",
    });
  }
  // Editors' redirects (issue 43): the seed's rows answer exactly once (the external one with
  // exactly its allow-listed address), the same with a query, and hostile variants of their
  // from-paths (dot segments, doubled or encoded slashes, CR/LF, look-alike letters, a scheme,
  // 2,000 characters) answer a page or a redirect on the site, never a 5xx, never off the site;
  // so do the rows with off-site targets the site refuses (redirectRows.ts).
  for (const [from, to, status] of EDITOR_REDIRECTS) {
    add("pages: editors' redirects", from, "GET", from, { kind: "redirect", status, location: to });
    for (const variant of redirectVariants(from)) {
      const method = prng.int(10) === 0 ? "HEAD" : "GET";
      const expect: HostileInput["expect"] = variant.startsWith(`${from}?`)
        ? { kind: "redirect", status, location: to }
        : { kind: "page" };
      add("pages: editors' redirects", variant.slice(0, 60), method, variant, expect);
    }
  }
  for (const [from] of REFUSED_EXTERNAL_ROWS) {
    add("pages: editors' redirects", `refused ${from}`, "GET", from, { kind: "page" });
    add("pages: editors' redirects", `refused ${from} (query)`, "GET", `${from}?redirect=https://evil.example`, {
      kind: "page",
    });
  }
  for (const page of EXISTING_PAGES) {
    for (const method of ["POST", "PUT", "DELETE", "TRACE", "PATCH"])
      add("pages: methods", `${method} ${page}`, method, page, { kind: "pageMethod" });
  }
  return inputs;
}
