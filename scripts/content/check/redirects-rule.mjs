import { documentPath } from "../../../src/config/routeTable.ts";
import { buildRedirectTable, redirectHosts, sitePath } from "../../../src/server/redirects/redirectTable.ts";
import { sitePages } from "./site-pages.mjs";

/**
 * content:check's rule for the editors' redirects (customtypes/redirects): what the site leaves out
 * or rewrites (src/server/redirects/redirectTable.ts: a bad path, a route-table path, which wins, a
 * duplicate, a loop, a chain, an external target off the settings' allow-list), and what only the
 * content shows: a from-path that is a live page (the page wins), a target document that does not
 * exist or a target path that is no page. Each finding names its row (`data.rows[n]`, from 0); a
 * host of the allow-list that is no host name, its settings row (`data.redirect_hosts[n]`).
 * @typedef {import("./read-content.mjs").StoredDocument} Doc
 * @type {import("./rules.mjs").Rule}
 */
export const redirectsRule = {
  name: "redirects",
  description: "each redirect row leads from a path no page answers to a page, in one hop",
  run: (context) => {
    const published = context.sets[0].documents;
    const documents = context.sets.flatMap((set) => set.documents);
    return [
      ...documents.filter((doc) => doc.type === "settings").flatMap((doc) => hostFindings(doc)),
      ...documents
        .filter((doc) => doc.type === "redirects")
        .flatMap((doc) => rowFindings(doc, published, allowedHosts(published, doc.lang))),
    ];
  },
};

/**
 * The hosts of a `settings` document's `redirect_hosts` rows, and those refused.
 * @param {Doc | undefined} settings
 */
function hostsOf(settings) {
  const rows = /** @type {Record<string, any>[]} */ (Array.isArray(settings?.data.redirect_hosts) ? settings.data.redirect_hosts : []);
  return redirectHosts(rows.map((row) => row.host));
}

/**
 * The allow-list of external redirect hosts of a locale: its published `settings` document's.
 * @param {Doc[]} published
 * @param {string} lang
 */
function allowedHosts(published, lang) {
  return hostsOf(published.find((doc) => doc.type === "settings" && doc.lang === lang)).hosts;
}

/**
 * @param {Doc} doc
 * @returns {import("./rules.mjs").Finding[]}
 */
function hostFindings(doc) {
  return hostsOf(doc).refused.map((problem) => ({
    level: "error",
    rule: "redirects",
    file: doc.file,
    field: `data.redirect_hosts[${problem.row - 1}]`,
    message: `${problem.message}: no external redirect can lead there`,
  }));
}

/**
 * @param {Doc} doc
 * @param {Doc[]} published
 * @param {ReadonlySet<string>} hosts
 * @returns {import("./rules.mjs").Finding[]}
 */
function rowFindings(doc, published, hosts) {
  const lang = /** @type {import("../../../src/config/countries.ts").Locale} */ (doc.lang);
  const pages = sitePages(published, lang);
  const byId = new Map(published.map((candidate) => [candidate.id, candidate]));
  const rows = /** @type {Record<string, any>[]} */ (Array.isArray(doc.data.rows) ? doc.data.rows : []);
  /** @type {import("./rules.mjs").Finding[]} */
  const findings = [];
  const finding = (/** @type {number} */ index, /** @type {"error" | "warning"} */ level, /** @type {string} */ message) =>
    findings.push({ level, rule: "redirects", file: doc.file, field: `data.rows[${index}]`, message });
  const table = buildRedirectTable(
    rows.map((row, index) => {
      const link = row.target;
      if (link?.link_type !== "Document" || !link.id) return { ...fields(row), targetUrl: null };
      const target = byId.get(link.id);
      const url = target ? documentPath(target) : null;
      if (!target) finding(index, "error", `target document "${link.id}" does not exist`);
      else if (target.lang !== doc.lang) finding(index, "error", `target "${target.id}" is in ${target.lang}, another language`);
      else if (!url) finding(index, "error", `target "${target.id}" has no page of its own`);
      return { ...fields(row), targetUrl: url };
    }),
    { defaultLocale: lang, locales: [lang] },
    "",
    hosts,
  );
  // One finding per row: a missing target document is that row's problem, whatever follows from it.
  const reported = new Set(findings.map((found) => found.field));
  for (const problem of table.problems) {
    if (!reported.has(`data.rows[${problem.row - 1}]`)) finding(problem.row - 1, problem.level, problem.message);
  }
  const refused = new Set(findings.filter((found) => found.level === "error").map((found) => found.field));
  rows.forEach((row, index) => {
    if (refused.has(`data.rows[${index}]`)) return;
    const from = sitePath(row.from_path);
    if ("path" in from) {
      if (pages.has(from.path)) finding(index, "error", `from-path ${from.path} is a live page, which wins: the row never answers`);
    }
    const target = row.target?.link_type === "Document" || row.external === true ? null : sitePath(row.target_path);
    if (target && "path" in target && !pages.has(target.path)) finding(index, "warning", `target path ${target.path} is no page of ${lang}`);
  });
  return findings;
}

/** @param {Record<string, any>} row */
function fields(row) {
  return { from: row.from_path, targetPath: row.target_path, temporary: row.temporary, external: row.external };
}
