/**
 * Writes the seed documents of the content service (content/documents/**) from the data in
 * scripts/seed/data/. Run after the assets exist (leaflet sizes are read from the PDFs):
 *
 *   node scripts/seed/leaflets.mjs && node scripts/seed/content-illustrations.mjs && node scripts/seed/build-content.mjs
 *   npm run content:check                     # models, links, assets, editorial rules
 *
 * Owned (rewritten on every run): the folders of the generated types, page/contacto.*.json, the
 * release folder, content/drafts/ (from data/drafts.mjs), repository.json `releases`. Patched in place (hand-written otherwise): the home
 * documents (generated slices are replaced by id) and settings (nothing to patch today).
 * Document ids are `<type>-<uid>-<lang>`; translations share `alternate_group` `<type>-<es uid>`.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { rt, linkData } from "./lib/richtext.mjs";
import { COUNTRY_KEYS, productImageFile } from "./lib/catalog.mjs";
import { productCategories, products } from "./data/products.mjs";
import { healthCategories, authors, articles } from "./data/health.mjs";
import { news } from "./data/news.mjs";
import { jobs } from "./data/jobs.mjs";
import { faqCategories, faqs } from "./data/faq.mjs";
import { contactPage, homeAdditions, release } from "./data/site-pages.mjs";
import { draftProducts, productEdits } from "./data/drafts.mjs";

/**
 * @typedef {import("./data/types.mjs").CountryKey} CountryKey
 * @typedef {import("./data/types.mjs").Lang} Lang
 * @typedef {import("./data/types.mjs").SliceForm} SliceForm
 * @typedef {import("./data/types.mjs").Product} Product
 * @typedef {import("./data/types.mjs").ProductText} ProductText
 * @typedef {import("./lib/richtext.mjs").Resolve} Resolve
 * @typedef {{ id: string, uid: string, type: string, lang: Lang, tags: string[], alternate_group?: string | null,
 *   first_publication_date: string, last_publication_date: string, data: Record<string, unknown> }} Doc
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CONTENT = path.join(ROOT, "content");
const DOCS = path.join(CONTENT, "documents");
const LANGS = /** @type {const} */ ({ es: "es-es", co: "es-co" });
const GENERATED_TYPES = [
  "product_category",
  "product",
  "health_category",
  "author",
  "health_article",
  "news_article",
  "job_offer",
  "faq_category",
  "faq",
];
/** @type {Record<string, string>} */
const ALIASES = { article: "health_article", news: "news_article" };

/* ------------------------------------------------------------------ registry of documents */

/** `${type}|${uid}|${lang}` → document id, for generated and hand-written documents. @type {Map<string, string>} */
const registry = new Map();
/** @param {string} type @param {string} uid @param {string} lang */
const key = (type, uid, lang) => `${type}|${uid}|${lang}`;
/** @param {string} type @param {string} uid @param {string} lang */
const docId = (type, uid, lang) => `${type}-${uid}-${lang}`;

/** The id registered for a document. @param {string} type @param {string} uid @param {string} lang */
function idOf(type, uid, lang) {
  const id = registry.get(key(type, uid, lang));
  if (!id) throw new Error(`unregistered ${key(type, uid, lang)}`);
  return id;
}

/** @param {string} type @param {string} uid @param {string} lang @param {string} [id] */
function register(type, uid, lang, id = docId(type, uid, lang)) {
  const k = key(type, uid, lang);
  if (registry.has(k) && registry.get(k) !== id) throw new Error(`duplicate ${k}`);
  registry.set(k, id);
  return id;
}

// Hand-written documents already on disk (pages, home…), so links can name them by uid.
for (const dir of fs.readdirSync(DOCS)) {
  if (GENERATED_TYPES.includes(dir)) continue;
  for (const file of fs.readdirSync(path.join(DOCS, dir))) {
    const doc = JSON.parse(fs.readFileSync(path.join(DOCS, dir, file), "utf8"));
    if (doc.uid) register(doc.type, doc.uid, doc.lang, doc.id);
  }
}

/**
 * The sites an item is published on, with its text there.
 * @template T
 * @param {{ es: T | null, co: T | null }} item
 * @returns {Array<{ k: CountryKey, lang: Lang, d: T }>}
 */
const locales = (item) =>
  COUNTRY_KEYS.flatMap((k) => {
    const d = item[k];
    return d ? [{ k, lang: LANGS[k], d }] : [];
  });
/** @param {{ uid: string, es: { uid?: string } | null, co: { uid?: string } | null }} item @param {CountryKey} k */
const uidIn = (item, k) => item[k]?.uid ?? item.uid;
/** The data key of a language. @param {Lang} lang @returns {CountryKey} */
const keyOf = (lang) => /** @type {CountryKey} every Lang is in LANGS */ (COUNTRY_KEYS.find((k) => LANGS[k] === lang));

for (const c of productCategories) for (const { lang } of locales(c)) register("product_category", c.uid, lang);
for (const p of products) for (const { lang } of locales(p)) register("product", p.uid, lang);
for (const p of draftProducts) for (const { lang } of locales(p)) register("product", p.uid, lang);
for (const c of healthCategories) for (const { lang } of locales(c)) register("health_category", c.uid, lang);
for (const a of authors) for (const { lang } of locales(a)) register("author", a.uid, lang);
for (const a of articles) for (const { k, lang } of locales(a)) register("health_article", uidIn(a, k), lang);
for (const n of news) for (const { k, lang } of locales(n)) register("news_article", uidIn(n, k), lang);
for (const j of jobs) register("job_offer", j.uid, j.lang);
for (const c of faqCategories) for (const { lang } of locales(c)) register("faq_category", c.uid, lang);
for (const f of faqs) for (const { lang } of locales(f)) register("faq", f.uid, lang);
for (const { lang } of locales(contactPage)) register("page", contactPage.uid, lang);

/** A resolver for one language: (type or alias, uid) → id; throws on unknown targets. @param {string} lang @returns {Resolve} */
const resolverFor = (lang) => (type, uid) => {
  const t = ALIASES[type] ?? type;
  const id = registry.get(key(t, uid, lang));
  if (!id) throw new Error(`link to unknown ${t} "${uid}" in ${lang}`);
  return id;
};

/* ------------------------------------------------------------------ field helpers */

/** @param {string} file @param {string} alt */
const image = (file, alt) => ({ url: `/assets/${file}`, alt, copyright: null });
/** @param {string | undefined} target @param {Resolve} resolve */
const link = (target, resolve) => (target ? linkData(target, resolve) : { link_type: "Any" });
/** @param {string} id */
const docLink = (id) => ({ link_type: "Document", id });
/** @param {string} date @param {string} [time] */
const at = (date, time = "08:00:00") => (date.includes("T") ? date : `${date}T${time}+0000`);

/**
 * Compact slice forms (see data/types.mjs) → Prismic slices.
 * @param {SliceForm[]} list @param {Resolve} resolve @param {string} prefix
 */
function slices(list, resolve, prefix) {
  return list.map((s, i) => {
    const id = `${prefix}-${i + 1}`;
    /** @param {string} slice_type @param {string} variation @param {Record<string, unknown>} primary */
    const base = (slice_type, variation, primary) => ({
      id: `${slice_type}-${id}`,
      slice_type,
      slice_label: null,
      variation,
      version: "initial",
      primary,
      items: [],
    });
    if (s.rich) return base("rich_text", "default", { content: rt(s.rich, resolve) });
    if (s.highlight) {
      const h = s.highlight;
      return base("quote", "highlight", {
        title: h.title,
        text: rt(h.text, resolve),
        heading_color: h.heading_color,
        background_color: h.background_color,
      });
    }
    if (s.quote)
      return base("quote", "default", {
        quote: rt(s.quote.quote, resolve),
        author: s.quote.author,
        role: s.quote.role,
        portrait: {},
      });
    if (s.iwt) {
      const w = s.iwt;
      return base("image_with_text", w.right ? "imageRight" : "default", {
        image: image(w.image.file, w.image.alt),
        title: rt([w.title], resolve, "heading2"),
        text: rt(w.text, resolve),
        button_label: w.button_label ?? "",
        button_link: link(w.button_link, resolve),
      });
    }
    if (s.faq) {
      const f = s.faq;
      return base("faq_list", "default", {
        title: rt([f.title], resolve, "heading2"),
        intro: f.intro ? rt(f.intro, resolve) : [],
        heading_color: f.heading_color ?? "blue",
        questions: f.questions.map((uid) => ({ faq: docLink(resolve("faq", uid)) })),
        more_link: link(f.more_link, resolve),
        more_label: f.more_label ?? "",
      });
    }
    if (s.cta) {
      const c = s.cta;
      return base("call_to_action", "default", {
        title: rt([c.title], resolve, "heading2"),
        text: rt(c.text, resolve),
        button_label: c.button_label,
        button_link: link(c.button_link, resolve),
        background_color: c.background_color,
        heading_color: c.heading_color,
      });
    }
    if (s.newsletter) {
      const n = s.newsletter;
      return base("newsletter_signup", "default", {
        title: rt([n.title], resolve, "heading2"),
        text: rt(n.text, resolve),
        button_label: n.button_label,
        privacy_note: rt(n.privacy_note, resolve),
      });
    }
    if (s.contact) {
      const c = s.contact;
      return base("contact_form", "default", {
        title: rt([c.title], resolve, "heading2"),
        intro: rt(c.intro, resolve),
        gdpr_consent_label: rt(c.gdpr_consent_label, resolve),
      });
    }
    if (s.cards) {
      const c = s.cards;
      return base("card_grid", "default", {
        title: rt([c.title], resolve, "heading2"),
        intro: rt(c.intro, resolve),
        heading_color: c.heading_color ?? "blue",
        cards: c.cards,
      });
    }
    throw new Error(`unknown slice form ${Object.keys(s)}`);
  });
}

/** @param {string} title @param {string} description */
const seo = (title, description) => ({ meta_title: title, meta_description: description, meta_image: {} });

/* ------------------------------------------------------------------ documents */

/** @type {Array<{ dir: string, file: string, doc: Doc }>} */
const out = [];

/**
 * Adds a generated document to `out`, with the id registered for it; `group` is its alternate_group.
 * @param {{ type: string, uid: string, lang: Lang, group?: string, tags?: string[], first: string, last?: string,
 *   data: Record<string, unknown> }} fields
 * @returns {Doc}
 */
function emit({ type, uid, lang, group, tags = [], first, last, data }) {
  const id = idOf(type, uid, lang);
  /** @type {Doc} */
  const doc = {
    id,
    uid,
    type,
    lang,
    tags,
    alternate_group: group ?? null,
    first_publication_date: first,
    last_publication_date: last ?? first,
    data,
  };
  if (!group) delete doc.alternate_group;
  out.push({ dir: type, file: `${uid}.${lang}.json`, doc });
  return doc;
}

/** @param {string} uid @param {CountryKey} k @param {boolean} medicine */
const leafletOf = (uid, k, medicine) => {
  const file = k === "co" ? `leaflets/${uid}-co.pdf` : `leaflets/${uid}.pdf`;
  const abs = path.join(CONTENT, "assets", file);
  if (!fs.existsSync(abs)) throw new Error(`missing ${file}: run scripts/seed/leaflets.mjs first`);
  const name = `${medicine ? (k === "co" ? "inserto" : "prospecto") : "ficha"}-${uid}.pdf`;
  return { link_type: "Media", name, kind: "document", url: `/assets/${file}`, size: String(fs.statSync(abs).size) };
};

for (const c of productCategories) {
  for (const { lang, d } of locales(c)) {
    const resolve = resolverFor(lang);
    emit({
      type: "product_category",
      uid: c.uid,
      lang,
      group: `product_category-${c.uid}`,
      tags: c.tags,
      first: c.published,
      last: c.updated,
      data: {
        name: d.name,
        description: rt(d.description, resolve),
        image: image(c.image.file, d.alt),
        order: c.order,
        ...seo(d.name, rt(d.description, resolve)[0].text),
      },
    });
  }
}

/**
 * The product `data` for one language (also used by the release).
 * @param {Product} p @param {CountryKey} k @param {Lang} lang @param {Partial<ProductText>} [overrides]
 */
function productData(p, k, lang, overrides = {}) {
  const d = { .../** @type {ProductText} the caller picks a site the product is on */ (p[k]), ...overrides };
  const resolve = resolverFor(lang);
  return {
    name: d.name,
    category: docLink(resolve("product_category", p.category)),
    summary: d.summary,
    image: image(productImageFile(p, k), d.alt),
    presentation: d.presentation,
    national_code: d.national_code,
    description: rt(d.description, resolve),
    composition: rt(d.composition, resolve),
    usage: rt(d.usage, resolve),
    regulatory_notice: rt(d.regulatory, resolve),
    leaflet: leafletOf(p.uid, k, p.medicine),
    related_products: d.related.map((uid) => ({ product: docLink(resolve("product", uid)) })),
    ...seo(d.name, d.summary),
  };
}

for (const p of products) {
  for (const { k, lang } of locales(p)) {
    emit({
      type: "product",
      uid: p.uid,
      lang,
      group: `product-${p.uid}`,
      tags: p.tags,
      first: p.published,
      last: p.updated,
      data: productData(p, k, lang),
    });
  }
}

for (const c of healthCategories) {
  for (const { lang, d } of locales(c)) {
    const resolve = resolverFor(lang);
    emit({
      type: "health_category",
      uid: c.uid,
      lang,
      group: `health_category-${c.uid}`,
      first: c.published,
      data: {
        name: d.name,
        description: rt(d.description, resolve),
        image: image(c.image.file, d.alt),
        order: c.order,
        ...seo(d.name, rt(d.description, resolve)[0].text),
      },
    });
  }
}

for (const a of authors) {
  for (const { lang, d } of locales(a)) {
    const resolve = resolverFor(lang);
    emit({
      type: "author",
      uid: a.uid,
      lang,
      group: `author-${a.uid}`,
      first: a.published,
      data: {
        name: d.name,
        role: d.role,
        avatar: image(a.image.file, d.alt),
        bio: rt(d.bio, resolve),
        ...seo(`${d.name}, ${d.role.toLowerCase()}`, rt(d.bio, resolve)[0].text),
      },
    });
  }
}

for (const a of articles) {
  for (const { k, lang, d } of locales(a)) {
    const resolve = resolverFor(lang);
    const uid = uidIn(a, k);
    const img = d.image ?? a.image;
    emit({
      type: "health_article",
      uid,
      lang,
      group: `health_article-${a.uid}`,
      tags: a.tags,
      first: at(d.date),
      last: at(d.date, "08:00:00").replace(/T.*/, "T10:30:00+0000"),
      data: {
        title: rt([d.title], resolve, "heading1"),
        category: docLink(resolve("health_category", a.category)),
        author: docLink(resolve("author", a.author)),
        publication_date: d.date,
        summary: d.summary,
        image: image(img.file, d.alt),
        slices: slices(d.slices, resolve, `${uid}-${k}`),
        related: d.related.map((target) => ({ document: linkData(target, resolve) })),
        ...seo(d.title, d.summary),
      },
    });
  }
}

for (const n of news) {
  for (const { k, lang, d } of locales(n)) {
    const resolve = resolverFor(lang);
    const uid = uidIn(n, k);
    const both = n.es && n.co;
    emit({
      type: "news_article",
      uid,
      lang,
      group: both ? `news_article-${n.uid}` : undefined,
      first: at(d.date, "09:00:00"),
      data: {
        title: rt([d.title], resolve, "heading1"),
        publication_date: d.date,
        summary: d.summary,
        image: image(n.image.file, d.alt),
        slices: slices(d.slices, resolve, `${uid}-${k}`),
        ...seo(d.title, d.summary),
      },
    });
  }
}

for (const j of jobs) {
  const resolve = resolverFor(j.lang);
  const d = j.data;
  emit({
    type: "job_offer",
    uid: j.uid,
    lang: j.lang,
    first: j.published,
    data: {
      ...d,
      description: rt(d.description, resolve),
      requirements: rt(d.requirements, resolve),
      benefits: rt(d.benefits, resolve),
      ...seo(`${d.title} (${d.location})`, d.summary),
    },
  });
}

for (const c of faqCategories) {
  for (const { lang, d } of locales(c)) {
    const resolve = resolverFor(lang);
    emit({
      type: "faq_category",
      uid: c.uid,
      lang,
      group: `faq_category-${c.uid}`,
      first: "2025-01-15T09:00:00+0000",
      last: "2026-09-01T08:00:00+0000",
      data: {
        name: d.name,
        description: rt(d.description, resolve),
        order: c.order,
        ...seo(`Preguntas frecuentes: ${d.name}`, d.description[0]),
      },
    });
  }
}

faqs.forEach((f, i) => {
  for (const { lang, d } of locales(f)) {
    const resolve = resolverFor(lang);
    const both = f.es && f.co;
    emit({
      type: "faq",
      uid: f.uid,
      lang,
      group: both ? `faq-${f.uid}` : undefined,
      first: `2025-01-16T${String(9 + Math.floor(i / 6)).padStart(2, "0")}:${String((i % 6) * 10).padStart(2, "0")}:00+0000`,
      last: "2026-09-01T08:00:00+0000",
      data: {
        question: d.question,
        answer: rt(d.answer, resolve),
        category: docLink(resolve("faq_category", f.category)),
        order: f.order,
      },
    });
  }
});

for (const { k, lang, d } of locales(contactPage)) {
  const resolve = resolverFor(lang);
  const doc = emit({
    type: "page",
    uid: contactPage.uid,
    lang,
    group: "page-contacto",
    first: contactPage.published,
    last: contactPage.updated,
    data: {
      title: rt([d.title], resolve, "heading1"),
      background_color: "white",
      slices: slices(d.slices, resolve, `contacto-${k}`),
      ...seo(d.title, d.meta_description),
    },
  });
  doc.tags = ["institucional"];
}

/* ------------------------------------------------------------------ write */

for (const type of GENERATED_TYPES) fs.rmSync(path.join(DOCS, type), { recursive: true, force: true });
for (const { dir, file, doc } of out) {
  fs.mkdirSync(path.join(DOCS, dir), { recursive: true });
  fs.writeFileSync(path.join(DOCS, dir, file), `${JSON.stringify(doc, null, 2)}\n`);
}

/* ------------------------------------------------------------------ home: generated slices */

for (const k of COUNTRY_KEYS) {
  const lang = LANGS[k];
  const file = path.join(DOCS, "home", `home.${lang}.json`);
  /** @type {{ data: { slices: Array<{ id: string, slice_type: string }> } }} */
  const home = JSON.parse(fs.readFileSync(file, "utf8"));
  const resolve = resolverFor(lang);
  const add = homeAdditions[k];
  const productCards = {
    cards: {
      ...add.featured.cards,
      cards: add.featured.cards.products.map((uid) => {
        const p = products.find((x) => x.uid === uid);
        const d = p?.[k];
        if (!p || !d) throw new Error(`home ${lang}: featured product "${uid}" is not published there`);
        return {
          image: image(productImageFile(p, k), d.alt),
          title: d.name,
          text: rt([d.summary], resolve),
          link: docLink(resolve("product", uid)),
          link_label: add.featured.cards.link_label,
        };
      }),
    },
  };
  const [featured, faq, newsletter] = slices([productCards, add.faq, add.newsletter], resolve, `home-${k}`);
  const kept = home.data.slices.filter((s) => !s.id.includes(`-home-${k}-`));
  // hero, cards, [featured], image_with_text, [faq], [newsletter], call_to_action
  /** @type {typeof kept} */
  const result = [];
  for (const s of kept) {
    if (s.slice_type === "image_with_text") result.push(featured);
    if (s.slice_type === "call_to_action") result.push(faq, newsletter);
    result.push(s);
  }
  if (result[0].slice_type !== "hero") throw new Error("home: the hero must stay first");
  home.data.slices = result;
  fs.writeFileSync(file, `${JSON.stringify(home, null, 2)}\n`);
}

/* ------------------------------------------------------------------ release */

const releaseDir = path.join(CONTENT, "releases", release.id);
fs.rmSync(releaseDir, { recursive: true, force: true });
{
  const p = products.find((x) => x.uid === release.product);
  const master = out.find((o) => o.doc.type === "product" && o.doc.uid === p?.uid && o.doc.lang === release.lang)?.doc;
  const k = keyOf(release.lang);
  const published = p?.[k];
  if (!p || !master || !published) throw new Error(`release of unknown product ${release.product} (${release.lang})`);
  const data = productData(p, k, release.lang, {
    presentation: release.changes.presentation,
    summary: release.changes.summary,
    description: [...published.description, release.changes.descriptionExtra],
  });
  const doc = { ...master, last_publication_date: release.lastPublication, data };
  fs.mkdirSync(path.join(releaseDir, "product"), { recursive: true });
  fs.writeFileSync(
    path.join(releaseDir, "product", `${p.uid}.${release.lang}.json`),
    `${JSON.stringify(doc, null, 2)}\n`,
  );
}
{
  const repoFile = path.join(CONTENT, "repository.json");
  const repo = JSON.parse(fs.readFileSync(repoFile, "utf8"));
  repo.releases = [{ id: release.id, label: release.label, scheduledAt: release.scheduledAt }];
  fs.writeFileSync(repoFile, `${JSON.stringify(repo, null, 2)}\n`);
}

/* ------------------------------------------------------------------ drafts */

// Visible only through preview refs. A new product is a whole document; an edit copies the
// published document (id, dates, tags…) and rebuilds its data with the changed fields.
const DRAFTS = path.join(CONTENT, "drafts");
fs.rmSync(DRAFTS, { recursive: true, force: true });
/** @type {Array<{ file: string, doc: Doc }>} */
const drafts = [];
for (const p of draftProducts) {
  for (const { k, lang } of locales(p)) {
    const doc = {
      id: idOf("product", p.uid, lang),
      uid: p.uid,
      type: "product",
      lang,
      tags: p.tags,
      alternate_group: `product-${p.uid}`,
      first_publication_date: p.published,
      last_publication_date: p.updated,
      data: productData(p, k, lang),
    };
    drafts.push({ file: path.join(DRAFTS, "product", `${p.uid}.${lang}.json`), doc });
  }
}
for (const edit of productEdits) {
  const p = products.find((x) => x.uid === edit.uid);
  const published = out.find((o) => o.doc.type === "product" && o.doc.uid === edit.uid && o.doc.lang === edit.lang);
  if (!p || !published) throw new Error(`draft edit of unknown product ${edit.uid} (${edit.lang})`);
  const k = keyOf(edit.lang);
  drafts.push({
    file: path.join(DRAFTS, "product", `${edit.uid}.${edit.lang}.json`),
    doc: { ...published.doc, data: productData(p, k, edit.lang, edit.changes) },
  });
}
for (const { file, doc } of drafts) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}

/* ------------------------------------------------------------------ image dimensions */

// Every on-disk image gets its `dimensions` (as Prismic stores them). Besides saving the service a
// file read, it keeps image alt texts and file names out of fulltext search: the service's text
// collector skips objects with `dimensions` but walks into images without them.
/** @type {Map<string, { width: number, height: number }>} */
const sizes = new Map();
/** @param {unknown} value @returns {Promise<unknown>} */
async function withDimensions(value) {
  if (Array.isArray(value)) return Promise.all(value.map(withDimensions));
  if (!value || typeof value !== "object") return value;
  const field = /** @type {Record<string, unknown>} */ (value);
  if (typeof field.url === "string" && field.url.startsWith("/assets/") && !field.link_type && !field.dimensions) {
    if (!sizes.has(field.url)) {
      const meta = await sharp(path.join(CONTENT, field.url)).metadata();
      sizes.set(field.url, { width: meta.width, height: meta.height });
    }
    return { ...field, dimensions: sizes.get(field.url) };
  }
  const entries = await Promise.all(Object.entries(field).map(async ([k, v]) => [k, await withDimensions(v)]));
  return Object.fromEntries(entries);
}
/** @param {string} dir */
const allDocFiles = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.join(dir, f));
for (const file of [...allDocFiles(DOCS), ...allDocFiles(path.join(CONTENT, "releases")), ...allDocFiles(DRAFTS)]) {
  const raw = fs.readFileSync(file, "utf8");
  const doc = JSON.parse(raw);
  doc.data = await withDimensions(doc.data);
  const next = `${JSON.stringify(doc, null, 2)}\n`;
  if (next !== raw) fs.writeFileSync(file, next);
}

/** @type {Record<string, number>} */
const counts = {};
for (const { doc } of out) counts[`${doc.type} ${doc.lang}`] = (counts[`${doc.type} ${doc.lang}`] ?? 0) + 1;
console.log(
  `wrote ${out.length} documents, release ${release.id}, ${drafts.length} drafts (${drafts.map((d) => d.doc.id).join(", ")})`,
);
for (const [k, v] of Object.entries(counts).sort()) console.log(`  ${k}: ${v}`);
