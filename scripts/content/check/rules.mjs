import { validateDocument } from "../../../services/content/lib/models/index.mjs";
import { isImageNode } from "../../../services/content/lib/render/assets-in-documents.mjs";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./seo-limits.mjs";
import { textOf, walkData } from "./walk.mjs";
import path from "node:path";
import {
  LANDING_DOCUMENT_SECTIONS,
  LANDING_DOCUMENT_TYPE,
  landingDocumentUid,
} from "../../../src/config/routeTable.ts";
import { LOCALES } from "../../../src/config/countries.ts";
import { redirectsRule } from "./redirects-rule.mjs";
import { sitePages } from "./site-pages.mjs";


/**
 * The editorial rules of `content:check`, each a function of the content that returns findings.
 * @typedef {import("./read-content.mjs").StoredDocument} Doc
 * @typedef {{ level: "error" | "warning", rule: string, file: string, field: string, message: string }} Finding
 * @typedef {{
 *   sets: import("./read-content.mjs").DocumentSetRead[],
 *   models: import("../../../services/content/lib/models/load-models.mjs").Models,
 *   assetExists: (urlPath: string) => boolean,
 *   contentDir: string,
 * }} CheckContext
 * @typedef {{ name: string, description: string, run: (context: CheckContext) => Finding[] }} Rule
 */

/** The tag of pediatrics documents, the only ones allowed a pink background. */
export const PEDIATRICS_TAG = "pediatria";
/** The pink background colour (slices' and pages' `background_color`). */
const PINK_BACKGROUND = "pink-0";

/**
 * Every document of every set, with the ids a link from it may point at: published documents
 * link within the published content, a release's within published + that release, drafts within
 * everything.
 * @param {CheckContext} context
 * @returns {{ doc: Doc, reachable: Map<string, Doc> }[]}
 */
function documentsWithScope(context) {
  const published = context.sets[0].documents;
  const all = context.sets.flatMap((set) => set.documents);
  return context.sets.flatMap((set, index) => {
    const scope = index === 0 ? published : set.name === "drafts" ? all : [...published, ...set.documents];
    const reachable = new Map(scope.map((doc) => [doc.id, doc]));
    return set.documents.map((doc) => ({ doc, reachable }));
  });
}

/** @type {Rule[]} */
export const RULES = [
  {
    name: "model",
    description: "every document fits its custom type (services/content/lib/models, the service's own validator)",
    run: (context) =>
      context.sets.flatMap((set) =>
        set.documents.flatMap((doc) => validateDocument(doc, context.models).map((problem) => error("model", doc, problem.field, problem.message))),
      ),
  },
  {
    name: "image-alt",
    description: "every image has alt text and its file exists",
    run: (context) =>
      all(context).flatMap((doc) => {
        /** @type {Finding[]} */
        const findings = [];
        walkData(doc.data, (node, where) => {
          if (!isImageNode(node)) return;
          const url = String(node.url);
          if (typeof node.alt !== "string" || node.alt.trim() === "") findings.push(error("image-alt", doc, where, `image ${url} has no alt text`));
          if (url.startsWith("/assets/") && !context.assetExists(url.split("?")[0])) findings.push(error("image-alt", doc, where, `image file ${url} is not in assets/`));
        });
        return findings;
      }),
  },
  {
    name: "medicine",
    description: "every medicine product (summary starting «Medicamento») has its regulatory notice and its leaflet",
    run: (context) =>
      all(context)
        .filter((doc) => doc.type === "product" && /^\s*medicamento\b/i.test(textOf(doc.data.summary)))
        .flatMap((doc) => [
          ...(textOf(doc.data.regulatory_notice) === "" ? [error("medicine", doc, "data.regulatory_notice", "a medicine without its regulatory notice")] : []),
          ...(leafletUrl(doc) === ""
            ? [error("medicine", doc, "data.leaflet", "a medicine without its leaflet (prospecto / inserto)")]
            : []),
        ]),
  },
  {
    name: "pink",
    description: `pink backgrounds (${PINK_BACKGROUND}) only on documents tagged ${PEDIATRICS_TAG}`,
    run: (context) =>
      all(context)
        .filter((doc) => !doc.tags.includes(PEDIATRICS_TAG))
        .flatMap((doc) => {
          /** @type {Finding[]} */
          const findings = [];
          walkData(doc.data, (node, where) => {
            if (node.background_color === PINK_BACKGROUND) findings.push(error("pink", doc, `${where}.background_color`, `pink background on a document not tagged ${PEDIATRICS_TAG}`));
          });
          return findings;
        }),
  },
  {
    name: "links",
    description: "no link to a missing document, nor to one in another language",
    run: (context) =>
      documentsWithScope(context).flatMap(({ doc, reachable }) => {
        /** @type {Finding[]} */
        const findings = [];
        walkData(doc.data, (node, where) => {
          if (node.link_type !== "Document") return;
          const target = reachable.get(node.id);
          if (!target) findings.push(error("links", doc, where, `links to document "${node.id}", which does not exist`));
          else if (target.lang !== doc.lang) findings.push(error("links", doc, where, `links to "${target.id}" in ${target.lang}, another language`));
        });
        return findings;
      }),
  },
  {
    name: "web-links",
    description: "site-relative Web links lead to a page of the site",
    run: (context) => {
      const published = context.sets[0].documents;
      const pages = new Map(LOCALES.map((lang) => [lang, sitePages(published, lang)]));
      return all(context).flatMap((doc) => {
        /** @type {Finding[]} */
        const findings = [];
        walkData(doc.data, (node, where) => {
          if (node.link_type !== "Web" || typeof node.url !== "string" || !node.url.startsWith("/")) return;
          if (!pages.get(/** @type {any} */ (doc.lang))?.has(String(node.url).replace(/[?#].*$/, ""))) findings.push(error("web-links", doc, where, `Web link "${node.url}" leads to no page of ${doc.lang}`));
        });
        return findings;
      });
    },
  },
  {
    name: "landings",
    description: "every section landing has its published section_landing document in every locale, and each such document belongs to a landing",
    run: (context) => {
      const published = context.sets[0].documents;
      /** @type {Finding[]} */
      const findings = [];
      for (const lang of LOCALES) {
        for (const section of LANDING_DOCUMENT_SECTIONS) {
          const uid = landingDocumentUid(section, lang);
          if (published.some((doc) => doc.type === LANDING_DOCUMENT_TYPE && doc.lang === lang && doc.uid === uid)) continue;
          findings.push({
            level: "error",
            rule: "landings",
            file: path.join(context.contentDir, "documents", LANDING_DOCUMENT_TYPE, `${uid}.${lang}.json`),
            field: "-",
            message: `no published ${LANDING_DOCUMENT_TYPE} "${uid}" in ${lang}: the ${section} landing shows only the section's name (no intro, no description)`,
          });
        }
      }
      for (const doc of all(context).filter((candidate) => candidate.type === LANDING_DOCUMENT_TYPE)) {
        const known = (LOCALES.includes(/** @type {any} */ (doc.lang)) ? LANDING_DOCUMENT_SECTIONS : []).some(
          (section) => landingDocumentUid(section, /** @type {any} */ (doc.lang)) === doc.uid,
        );
        if (!known) findings.push(error("landings", doc, "uid", `uid "${doc.uid}" is no section landing of ${doc.lang} (${LANDING_DOCUMENT_SECTIONS.map((s) => landingDocumentUid(s, /** @type {any} */ (doc.lang))).join(", ")})`));
      }
      return findings;
    },
  },
  {
    name: "seo",
    description: `SEO title at most ${SEO_TITLE_MAX} characters, description at most ${SEO_DESCRIPTION_MAX} (warnings)`,
    run: (context) =>
      all(context).flatMap((doc) => [
        ...(textOf(doc.data.meta_title).length > SEO_TITLE_MAX
          ? [warning("seo", doc, "data.meta_title", `SEO title of ${textOf(doc.data.meta_title).length} characters (at most ${SEO_TITLE_MAX} show in search results)`)]
          : []),
        ...(textOf(doc.data.meta_description).length > SEO_DESCRIPTION_MAX
          ? [warning("seo", doc, "data.meta_description", `SEO description of ${textOf(doc.data.meta_description).length} characters (at most ${SEO_DESCRIPTION_MAX} show in search results)`)]
          : []),
      ]),
  },
  {
    name: "uid",
    description: "uids unique per type and language",
    run: (context) =>
      context.sets.flatMap((set) => {
        /** @type {Map<string, Doc>} */
        const seen = new Map();
        /** @type {Finding[]} */
        const findings = [];
        for (const doc of set.documents) {
          if (!doc.uid) continue;
          const key = `${doc.type}\0${doc.lang}\0${doc.uid}`;
          const other = seen.get(key);
          if (other) findings.push(error("uid", doc, "uid", `uid "${doc.uid}" is also used by ${other.id} (${doc.type}, ${doc.lang})`));
          else seen.set(key, doc);
        }
        return findings;
      }),
  },
  redirectsRule,
  {
    name: "home-hero",
    description: "the home page starts with its hero",
    run: (context) =>
      all(context)
        .filter((doc) => doc.type === "home" && /** @type {{ slice_type?: string }[] | undefined} */ (doc.data.slices)?.[0]?.slice_type !== "hero")
        .map((doc) => error("home-hero", doc, "data.slices[0]", "the home page must start with the hero slice")),
  },
];

/**
 * The url of a product's leaflet (a media link), or "".
 * @param {Doc} doc
 */
function leafletUrl(doc) {
  const leaflet = /** @type {{ url?: unknown } | undefined} */ (doc.data.leaflet);
  return typeof leaflet?.url === "string" ? leaflet.url : "";
}

/** @param {CheckContext} context */
function all(context) {
  return context.sets.flatMap((set) => set.documents);
}

/**
 * @param {string} rule
 * @param {Doc} doc
 * @param {string} field
 * @param {string} message
 * @returns {Finding}
 */
function error(rule, doc, field, message) {
  return { level: "error", rule, file: doc.file, field, message };
}

/**
 * @param {string} rule
 * @param {Doc} doc
 * @param {string} field
 * @param {string} message
 * @returns {Finding}
 */
function warning(rule, doc, field, message) {
  return { level: "warning", rule, file: doc.file, field, message };
}
