/**
 * Checks the seed content beyond what the content service validates at start-up:
 *   - every document loads (the service's own loadStore: JSON, ids, types, langs, assets, releases);
 *   - every `data` field exists in the type's model (customtypes/<type>/index.json) and has the
 *     model's shape: Select values among the options, rich text block and span types allowed by
 *     the field, numbers, booleans, dates, images, groups, slices and their variations
 *     (src/slices/<Slice>/model.json);
 *   - every Document link (fields, groups, slices, hyperlink spans) resolves in master and in each
 *     release, to a document of an allowed custom type and of the same language;
 *   - the drafts (content/drafts/) pass the same checks, their links resolved in what a preview
 *     shows: master, and each release, with every draft overlaid;
 *   - every site-relative Web link points at a section landing page or at a document's route;
 *   - pink backgrounds only on documents tagged `pediatria`; the home hero stays first.
 * Usage: node --import tsx scripts/seed/check-content.mjs [contentDir] (it imports src/config/routeTable.ts). Exit code 1 on any problem.
 */
import fs from "node:fs";
import path from "node:path";
import { loadStore } from "../../services/content/server.mjs";
import { documentRoutes, sectionPaths } from "../../src/config/routeTable.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const contentDir = path.resolve(process.argv[2] ?? path.join(ROOT, "content"));

/* ------------------------------------------------------------------ models */

/**
 * A field of a custom type or slice model (Slice Machine JSON), as far as the checks read it.
 * @typedef {{ type: string, config?: FieldConfig }} Field
 * @typedef {{ select?: string, customtypes?: string[], single?: string, multi?: string, options?: string[],
 *   fields?: Record<string, Field>, choices?: Record<string, unknown> }} FieldConfig
 * @typedef {import("../../services/content/lib/store/document-file.mjs").StoredDocument} StoredDocument
 * @typedef {import("../../services/content/lib/store/document-set.mjs").DocumentSet} DocumentSet
 */

/** custom type id → its fields (all tabs merged) @type {Record<string, Record<string, Field>>} */
const typeModels = {};
for (const dir of fs.readdirSync(path.join(ROOT, "customtypes"))) {
  const model = JSON.parse(fs.readFileSync(path.join(ROOT, "customtypes", dir, "index.json"), "utf8"));
  typeModels[model.id] = Object.assign({}, ...Object.values(model.json));
}
/** slice id → variation id → its primary fields @type {Record<string, Record<string, Record<string, Field>>>} */
const sliceModels = {};
for (const dir of fs.readdirSync(path.join(ROOT, "src/slices"))) {
  const file = path.join(ROOT, "src/slices", dir, "model.json");
  if (!fs.existsSync(file)) continue;
  /** @type {{ id: string, variations: Array<{ id: string, primary?: Record<string, Field> }> }} */
  const model = JSON.parse(fs.readFileSync(file, "utf8"));
  sliceModels[model.id] = Object.fromEntries(model.variations.map((v) => [v.id, { ...(v.primary ?? {}) }]));
}

/* ------------------------------------------------------------------ checks */

/** @type {string[]} */
const problems = [];
let linkCount = 0;
// The set and document being checked: assigned by the run loop below before any check runs.
/** @type {string} */
let currentSet;
/** @type {StoredDocument} */
let currentDoc;
/** @type {Array<{ where: string, url: string, lang: string }>} */
const webLinks = [];

/** @param {string} where @param {string} message */
const fail = (where, message) => problems.push(`${currentDoc.id} (${currentSet}) ${where}: ${message}`);

/** @param {string} where @param {{ id?: unknown }} value @param {string[]} [customtypes] */
function checkDocLink(where, value, customtypes) {
  linkCount++;
  const target = typeof value.id === "string" ? sets.get(currentSet)?.get(value.id) : undefined;
  if (!target) return fail(where, `broken Document link to "${value.id}"`);
  if (customtypes?.length && !customtypes.includes(target.type)) fail(where, `links to a ${target.type}, the field accepts ${customtypes.join(", ")}`);
  if (target.lang !== currentDoc.lang) fail(where, `links across languages to ${target.id} (${target.lang})`);
}

/** @param {string} where @param {unknown} raw @param {FieldConfig} [config] */
function checkLink(where, raw, config = {}) {
  const value = /** @type {{ link_type?: unknown, id?: unknown, url?: unknown }} */ (raw && typeof raw === "object" ? raw : {});
  if (!value.link_type) return fail(where, "not a link");
  if (value.link_type === "Any") return;
  if (value.link_type === "Document") {
    if (config.select === "media") return fail(where, "a Document link in a media-only field");
    return checkDocLink(where, value, config.customtypes);
  }
  if (value.link_type === "Media") {
    if (config.select === "document") return fail(where, "a Media link in a document-only field");
    if (!value.url) fail(where, "Media link without url");
    return;
  }
  if (value.link_type === "Web") {
    if (config.select === "document" || config.select === "media") return fail(where, "a Web link in a document/media field");
    if (typeof value.url !== "string") return fail(where, "Web link without url");
    if (value.url.startsWith("/")) webLinks.push({ where: `${currentDoc.id} ${where}`, url: value.url, lang: currentDoc.lang });
    return;
  }
  fail(where, `unknown link_type ${value.link_type}`);
}

/** @param {string} where @param {unknown} value @param {FieldConfig} config */
function checkRichText(where, value, config) {
  if (!Array.isArray(value)) return fail(where, "rich text must be an array");
  const allowed = new Set((config.single ?? config.multi ?? "").split(",").filter(Boolean));
  if (config.single && value.length > 1) fail(where, `single rich text with ${value.length} blocks`);
  value.forEach((block, i) => {
    if (!allowed.has(block.type)) fail(`${where}[${i}]`, `block type "${block.type}" not allowed (${[...allowed].join(",")})`);
    if (typeof block.text !== "string" || !Array.isArray(block.spans)) return fail(`${where}[${i}]`, "block without text/spans");
    for (const span of block.spans) {
      if (!allowed.has(span.type)) fail(`${where}[${i}]`, `span "${span.type}" not allowed`);
      if (span.start < 0 || span.end > block.text.length || span.start >= span.end) fail(`${where}[${i}]`, `span ${span.start}-${span.end} outside the text`);
      if (span.type === "hyperlink") checkLink(`${where}[${i}] hyperlink`, span.data);
    }
  });
}

/** @param {string} where @param {unknown} value @param {Field | undefined} field */
function checkField(where, value, field) {
  if (!field) return fail(where, "field not in the model");
  const config = field.config ?? {};
  switch (field.type) {
    case "UID":
    case "Text":
      if (typeof value !== "string") fail(where, "must be a string");
      break;
    case "Number":
      if (typeof value !== "number") fail(where, "must be a number");
      break;
    case "Boolean":
      if (typeof value !== "boolean") fail(where, "must be a boolean");
      break;
    case "Date":
      if (!/^\d{4}-\d{2}-\d{2}$/.test(String(value))) fail(where, `not a date: ${value}`);
      break;
    case "Select": {
      const options = config.options ?? [];
      if (!options.includes(/** @type {string} */ (value))) fail(where, `"${value}" is not one of ${options.join(" | ")}`);
      break;
    }
    case "StructuredText":
      checkRichText(where, value, config);
      break;
    case "Image": {
      const image = /** @type {{ url?: unknown, alt?: unknown }} */ (value);
      if (typeof image !== "object" || (Object.keys(image).length && typeof image.url !== "string")) fail(where, "image without url");
      if (image.url && !image.alt) fail(where, "image without alt text");
      break;
    }
    case "Link":
      checkLink(where, value, config);
      break;
    case "Embed":
      break;
    case "Group":
      if (!Array.isArray(value)) return fail(where, "group must be an array");
      value.forEach((item, i) => {
        for (const [k, v] of Object.entries(item)) checkField(`${where}[${i}].${k}`, v, config.fields?.[k]);
      });
      break;
    case "Slices":
      if (!Array.isArray(value)) return fail(where, "slices must be an array");
      value.forEach((slice, i) => {
        const w = `${where}[${i}] ${slice.slice_type}`;
        if (!Object.hasOwn(config.choices ?? {}, slice.slice_type)) return fail(w, "slice type not allowed here");
        const variation = sliceModels[slice.slice_type]?.[slice.variation];
        if (!variation) return fail(w, `unknown variation "${slice.variation}"`);
        if (!slice.id || !Array.isArray(slice.items)) fail(w, "slice without id/items");
        for (const [k, v] of Object.entries(slice.primary ?? {})) checkField(`${w}.${k}`, v, variation[k]);
        if (slice.primary?.background_color === "pink-0" && !currentDoc.tags.includes("pediatria")) fail(w, "pink-0 background on a document not tagged pediatria");
      });
      break;
    default:
      fail(where, `unhandled field type ${field.type}`);
  }
}

/* ------------------------------------------------------------------ run */

const store = await loadStore(contentDir);
/** @type {Map<string, DocumentSet>} */
const sets = new Map([["master", store.master]]);
for (const [id, set] of store.releases) sets.set(`release ${id}`, set);
sets.set("preview", store.previews.master);
for (const [id, set] of store.previews.releases) sets.set(`preview of release ${id}`, set);

for (const [name, set] of sets) {
  currentSet = name;
  // In a preview only the drafts are new; the other documents were checked in master/releases.
  const documents = name.startsWith("preview") ? set.documents.filter((doc) => store.drafts.get(doc.id)) : set.documents;
  for (const doc of documents) {
    currentDoc = doc;
    const model = typeModels[doc.type];
    if (!model) {
      fail("type", "no model");
      continue;
    }
    for (const [k, v] of Object.entries(doc.data)) checkField(k, v, model[k]);
    if (doc.data.background_color === "pink-0" && !doc.tags.includes("pediatria")) fail("background_color", "pink-0 on a document not tagged pediatria");
    const slices = /** @type {Array<{ slice_type?: unknown }> | undefined} */ (doc.data.slices);
    if (doc.type === "home" && slices?.[0]?.slice_type !== "hero") fail("slices", "the hero must be the first slice");
  }
}

// Site-relative Web links: a section landing page, a category listing, or a document's route.
const valid = new Map();
for (const lang of /** @type {const} */ (["es-es", "es-co"])) {
  const paths = sectionPaths(lang);
  const set = new Set([paths.home, paths.products, paths.health, paths.news, paths.jobOffers, paths.spontaneousApplication, paths.search, paths.faq, paths.faqSearch, ...paths.corporate]);
  const routes = documentRoutes(lang);
  for (const doc of store.master.documents) {
    const uid = doc.uid;
    if (doc.lang !== lang || !uid) continue;
    const route = routes.find((r) => r.type === doc.type && (r.uid === undefined || r.uid === uid));
    if (route) set.add(route.path.replace(":uid", uid));
  }
  valid.set(lang, set);
}
for (const { where, url, lang } of webLinks) {
  if (!valid.get(lang).has(url.replace(/[?#].*$/, ""))) problems.push(`${where}: Web link "${url}" matches no page of ${lang}`);
}

/** @type {Record<string, Record<string, number>>} */
const counts = {};
for (const doc of store.master.documents) counts[doc.type] = { ...counts[doc.type], [doc.lang]: (counts[doc.type]?.[doc.lang] ?? 0) + 1 };
console.log(`${store.master.size} documents in master; releases: ${[...store.releases.keys()].join(", ") || "none"}; drafts: ${store.drafts.documents.map((doc) => doc.id).join(", ") || "none"}; ${linkCount} Document links checked; ${webLinks.length} relative Web links checked`);
for (const [type, byLang] of Object.entries(counts).sort()) console.log(`  ${type.padEnd(18)} es-es ${String(byLang["es-es"] ?? 0).padStart(2)}   es-co ${String(byLang["es-co"] ?? 0).padStart(2)}`);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log("no problems found");
