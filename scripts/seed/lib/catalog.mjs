/**
 * Every image the seed content uses, derived from the data: what build-content.mjs links to and
 * content-illustrations.mjs draws. One distinct illustration per file.
 */
import { productCategories, products } from "../data/products.mjs";
import { draftProducts } from "../data/drafts.mjs";
import { healthCategories, authors, articles } from "../data/health.mjs";
import { news } from "../data/news.mjs";

/** @typedef {import("../data/types.mjs").CountryKey} CountryKey */
/** @typedef {import("../data/types.mjs").SliceForm} SliceForm */

/** The sites' keys in the data, in the order their documents are written. @type {CountryKey[]} */
export const COUNTRY_KEYS = ["es", "co"];

/**
 * The packshot of a product in one language: es-co gets its own when its label differs.
 * @param {import("../data/types.mjs").Product} p @param {CountryKey} k
 */
export const productImageFile = (p, k) =>
  k === "co" && p.co && (p.co.name !== p.es?.name || p.co.sub !== p.es?.sub)
    ? `products/${p.uid}-co.jpg`
    : `products/${p.uid}.jpg`;

/**
 * What to draw: a scene's key (content-illustrations.mjs), a product packshot or an author's avatar.
 * @typedef {string | { packshot?: import("./drawing.mjs").Packshot, avatar?: import("./drawing.mjs").AvatarLook }} Art
 */

/**
 * @typedef {{ file: string, width: number, height: number, art: Art }} ImageSpec
 * @returns {ImageSpec[]}
 */
export function imageSpecs() {
  /** @type {Map<string, ImageSpec>} */
  const specs = new Map();
  /** @param {string} file @param {number} width @param {number} height @param {Art} art */
  const add = (file, width, height, art) => {
    const prev = specs.get(file);
    if (prev && JSON.stringify(prev.art) !== JSON.stringify(art))
      throw new Error(`image ${file} drawn twice differently`);
    specs.set(file, { file, width, height, art });
  };
  /** @param {SliceForm[]} slices */
  const iwt = (slices) => slices.forEach((s) => s.iwt && add(s.iwt.image.file, 1200, 800, s.iwt.image.art));

  for (const c of productCategories) add(c.image.file, 1200, 800, c.image.art);
  for (const p of [...products, ...draftProducts]) {
    for (const k of COUNTRY_KEYS) {
      if (!p[k]) continue;
      add(productImageFile(p, k), 800, 800, {
        packshot: {
          kind: p.kind,
          color: p.color,
          name: p[k].name,
          sub: p[k].sub,
          pink: Boolean(p.pink),
          emblem: p.emblem ?? "flower",
          note: p.medicine
            ? "MEDICAMENTO HOMEOPÁTICO"
            : p.productType === "cosmetic"
              ? "COSMÉTICO"
              : "COMPLEMENTO ALIMENTICIO",
        },
      });
    }
  }
  for (const c of healthCategories) add(c.image.file, 1200, 800, c.image.art);
  for (const a of authors) add(a.image.file, 400, 400, a.image.art);
  for (const a of articles) {
    add(a.image.file, 1440, 960, a.image.art);
    for (const k of COUNTRY_KEYS) {
      if (!a[k]) continue;
      if (a[k].image) add(a[k].image.file, 1440, 960, a[k].image.art);
      iwt(a[k].slices);
    }
  }
  for (const n of news) {
    add(n.image.file, 1440, 960, n.image.art);
    for (const k of COUNTRY_KEYS) if (n[k]) iwt(n[k].slices);
  }
  return [...specs.values()];
}
