// @ts-check
import { toStoredDocument } from "./document-file.mjs";

/** The types a synthetic repository grows: the site's three large sections. */
const SYNTHETIC_TYPES = /** @type {const} */ (["product", "news_article", "health_article"]);

/** Largest accepted CONTENT_SYNTHETIC_DOCUMENTS. */
export const MAX_SYNTHETIC_DOCUMENTS = 100_000;

const HOUR_MS = 3_600_000;

/**
 * `count` generated documents for a large-repository benchmark (`npm run bench`), held in memory
 * only: copies of the seed's product, news and health documents in the master language, taken in
 * turn, each with its own id, uid, title and dates (one hour apart, going back from the template's),
 * the template's images, slices and category links. Deterministic: the same seed and count give
 * the same documents, hence the same refs.
 * @param {import("./document-file.mjs").StoredDocument[]} seed the published documents read from disk
 * @param {number} count
 * @param {import("./repository-config.mjs").RepositoryConfig} config
 * @returns {import("./document-file.mjs").StoredDocument[]}
 */
export function syntheticDocuments(seed, count, config) {
  if (count <= 0) return [];
  const masterLang = config.languages.find((lang) => lang.is_master)?.id;
  const templatesByType = SYNTHETIC_TYPES.map((type) => seed.filter((doc) => doc.type === type && doc.lang === masterLang && doc.uid));
  const templates = templatesByType.filter((list) => list.length > 0);
  if (templates.length === 0) return [];

  const documents = [];
  for (let n = 1; n <= count; n++) {
    const ofType = templates[n % templates.length];
    const template = ofType[Math.floor(n / templates.length) % ofType.length];
    const published = new Date(template.firstPublication - n * HOUR_MS).toISOString();
    const data = structuredClone(template.data);
    retitle(data, n);
    if (typeof data.publication_date === "string") data.publication_date = published.slice(0, 10);
    const raw = {
      id: `synthetic-${template.type}-${n}`,
      uid: `${template.uid}-${n}`,
      type: template.type,
      lang: template.lang,
      tags: template.tags,
      first_publication_date: published,
      last_publication_date: published,
      data,
    };
    documents.push(toStoredDocument(`<synthetic>/${template.type}/${raw.uid}.json`, raw, config));
  }
  return documents;
}

/**
 * Appends the document's number to its title (rich text or key text), so listings, search and
 * pages show distinct documents.
 * @param {Record<string, unknown>} data
 * @param {number} n
 */
function retitle(data, n) {
  const title = data.title;
  if (typeof title === "string") data.title = `${title} · ${n}`;
  else if (Array.isArray(title) && title[0] && typeof title[0].text === "string") title[0] = { ...title[0], text: `${title[0].text} · ${n}` };
}
