import { documentPath, privatePagePaths, sectionPaths } from "../../../src/config/routeTable.ts";

/**
 * The public paths of a locale's pages: every fixed page of the route table but those rendered for
 * one visitor, and every published document's own page (its route, uid filled in).
 * @param {import("./read-content.mjs").StoredDocument[]} published
 * @param {import("../../../src/config/countries.ts").Locale} lang
 * @returns {Set<string>}
 */
export function sitePages(published, lang) {
  const privatePaths = privatePagePaths();
  const fixed = Object.values(sectionPaths(lang))
    .flat()
    .filter((p) => !p.includes(":") && !privatePaths.includes(p));
  const pages = new Set(fixed);
  for (const doc of published) {
    if (doc.lang !== lang) continue;
    const own = documentPath(doc);
    if (own) pages.add(own);
  }
  return pages;
}
