/**
 * The editors' redirect table of the published ref, kept per ref in the process like the sitemap
 * (src/server/sitemap/sitemapSnapshot.ts): read once per ref (one query per locale: the `redirects`
 * singleton and the `settings` one, whose `redirect_hosts` allow external targets), only when a
 * page is not found, never per request. When the content service cannot be read, the last table
 * answers (none at all: no editors' redirects, the path is a 404 as before).
 */
import * as prismic from "@prismicio/client";
import type { Content } from "@prismicio/client";
import { localePrefix } from "@/config/routeTable";
import { createClient, type ContentClient } from "@/lib/prismic/client";
import { publishedRef } from "@/lib/prismic/publishedRef";
import { buildRedirectTable, redirectHosts, sitePath, type RedirectTable } from "@/lib/redirects/redirectTable";
import { siteConfig, type Locale } from "@/lib/siteConfig";
import { refreshMoves } from "./movedPaths";

type Kept = { ref: string; table: RedirectTable };
type Store = { client: ContentClient | null; current: Kept | null; reading: Map<string, Promise<Kept>> };
const STORE_KEY = Symbol.for("laboratorios-brezo.editorRedirects");
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE_KEY] ??= {
  client: null,
  current: null,
  reading: new Map(),
});

/** A `redirects` document's rows as the table reads them (a document link's public URL, or the path). */
function rowsOf(document: Content.RedirectsDocument | null) {
  return (document?.data.rows ?? []).map((row) => ({
    from: row.from_path,
    targetUrl: prismic.isFilled.contentRelationship(row.target) ? row.target.url : null,
    targetPath: row.target_path,
    temporary: row.temporary,
    external: row.external,
  }));
}

/**
 * The table of a ref: every locale's `redirects` document (none: no rows) with the allow-list of its
 * `settings` document, rows checked and flattened; each row left out is logged once (per ref).
 */
export async function readRedirectTable(client: ContentClient, ref: string): Promise<RedirectTable> {
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
    for (const problem of allowed.refused) {
      console.warn(`redirects: ${locale} settings host ${problem.row} left out: ${problem.message}`);
    }
    const prefix = localePrefix(locale, siteConfig.country);
    const built = buildRedirectTable(rowsOf(document ?? null), siteConfig.country, prefix, allowed.hosts);
    for (const problem of built.problems.filter((found) => found.level === "error")) {
      console.warn(`redirects: ${locale} row ${problem.row} left out: ${problem.message}`);
    }
    for (const [from, target] of built.table) if (!table.has(from)) table.set(from, target);
  }
  return table;
}

/** Reads a ref's table once per process at a time and keeps it as the current one. */
function tableAt(ref: string, client: ContentClient): Promise<Kept> {
  const pending = store.reading.get(ref);
  if (pending) return pending;
  const reading = Promise.all([readRedirectTable(client, ref), refreshMoves()])
    .then(([table]) => (store.current = { ref, table }))
    .finally(() => store.reading.delete(ref));
  store.reading.set(ref, reading);
  return reading;
}

/**
 * The editors' redirects to answer now (never rejects): the published ref's, else the last read.
 * `pageClient`: the client of the page that found nothing, when it reads the published ref (never a
 * preview's): it has the repository's refs already, so the lookup costs no request of its own
 * (the table's query per locale, once per ref). Without it, a client of this module reads them.
 */
export async function editorRedirects(pageClient?: ContentClient): Promise<RedirectTable> {
  try {
    const client = pageClient ?? (store.client ??= createClient());
    const ref = await publishedRef(client);
    if (store.current?.ref === ref) return store.current.table;
    return (await tableAt(ref, client)).table;
  } catch (error) {
    if (!store.current) {
      console.error(
        `redirects: the editors' table could not be read (${error instanceof Error ? error.message : String(error)}); none are answered`,
      );
    }
    return store.current?.table ?? new Map();
  }
}

/**
 * The paths a `redirects` document changes, for the publishing webhook to regenerate at once. When
 * the document itself was published: its rows' from-paths and those of the table this process held
 * before (a row removed); the next lookup then reads the published ref afresh (a new client, no 5-s
 * metadata cache). When only documents it links to changed (`targets`): the rows leading to them.
 */
export function redirectDocumentPaths(document: Content.RedirectsDocument, targets?: ReadonlySet<string>): string[] {
  const prefix = localePrefix(document.lang as Locale, siteConfig.country);
  if (targets) {
    const rows = document.data.rows.filter(
      (row) => prismic.isFilled.contentRelationship(row.target) && targets.has(row.target.id),
    );
    const fromPaths = rows.map((row) => sitePath(row.from_path)).filter((from) => "path" in from);
    return fromPaths.map((from) => prefix + (from.path === "/" ? "" : from.path) || "/");
  }
  store.client = null;
  // The settings' allow-list is not read here: every external row's host counts (a row the site
  // then refuses regenerates as a 404).
  const hosts = new Set(document.data.rows.map((row) => URL.parse(row.target_path ?? "")?.hostname ?? ""));
  const now = buildRedirectTable(rowsOf(document), siteConfig.country, prefix, hosts).table.keys();
  const before = [...(store.current?.table.keys() ?? [])].filter((path) =>
    prefix ? path.startsWith(`${prefix}/`) : true,
  );
  return [...new Set([...now, ...before])];
}
