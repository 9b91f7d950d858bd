/** The editors' redirect table of the published ref (docs/editors.md "Redirects"), read only when a page is not found. */
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import { localePrefix } from "@/config/routeTable";
import type { ContentClient } from "@/lib/prismic/client";
import { siteConfig, type Locale } from "@/lib/siteConfig";
import { viewAt } from "@/server/published/perRefView";
import { buildRedirectTable, redirectHosts, sitePath, type RedirectTable } from "./redirectTable";

/** The table of a ref (one query per locale); each row left out is logged. */
async function readRedirectTable(client: ContentClient, ref: string): Promise<RedirectTable> {
  const table = new Map();
  for (const locale of siteConfig.country.locales) {
    const { results } = await client.get<Content.RedirectsDocument | Content.SettingsDocument>({
      filters: [prismic.filter.any("document.type", ["redirects", "settings"])],
      ref,
      lang: locale,
    });
    const document = results.find((found) => found.type === "redirects") as Content.RedirectsDocument | undefined;
    const settings = results.find((found) => found.type === "settings") as Content.SettingsDocument | undefined;
    const allowed = redirectHosts((settings?.data.redirect_hosts ?? []).map((row) => row.host));
    for (const problem of allowed.refused)
      console.warn(`redirects: ${locale} settings host ${problem.row} left out: ${problem.message}`);
    // A row linking a document leads to the document's public URL.
    const rows = (document?.data.rows ?? []).map((row) => ({
      from: row.from_path,
      targetUrl: prismic.isFilled.contentRelationship(row.target) ? row.target.url : null,
      targetPath: row.target_path,
      temporary: row.temporary,
      external: row.external,
    }));
    const built = buildRedirectTable(rows, siteConfig.country, localePrefix(locale, siteConfig.country), allowed.hosts);
    for (const problem of built.problems.filter((found) => found.level === "error"))
      console.warn(`redirects: ${locale} row ${problem.row} left out: ${problem.message}`);
    for (const [from, target] of built.table) if (!table.has(from)) table.set(from, target);
  }
  return table;
}

/**
 * The editors' redirects to answer now, never rejects. `pageClient`: the not-found page's client when
 * it reads the published ref (never a preview's): it has the refs already.
 */
export async function editorRedirects(pageClient?: ContentClient): Promise<RedirectTable> {
  return viewAt("editorRedirects", { build: (ref, client) => readRedirectTable(client, ref) }, pageClient).catch(
    (error: unknown) => {
      console.error(
        `redirects: the editors' table could not be read (${error instanceof Error ? error.message : String(error)}); none are answered`,
      );
      return new Map();
    },
  );
}

/** The from-paths of a `redirects` document's rows (with `targets`, of those leading to these documents). */
export function redirectRowPaths(document: Content.RedirectsDocument, targets?: ReadonlySet<string>): string[] {
  const prefix = localePrefix(document.lang as Locale, siteConfig.country);
  const rows = document.data.rows.filter(
    (row) => !targets || (prismic.isFilled.contentRelationship(row.target) && targets.has(row.target.id)),
  );
  const fromPaths = rows.map((row) => sitePath(row.from_path)).filter((from) => "path" in from);
  return [...new Set(fromPaths.map((from) => prefix + (from.path === "/" ? "" : from.path) || "/"))];
}
