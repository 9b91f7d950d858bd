/**
 * Where a path with no page leads (docs/editors.md "Redirects"): the route table's redirect, else an
 * editors' row of the published ref, else — a path a publish moved — its document's current path
 * from the published record (a 404 once the document is unpublished); null: a 404.
 */
import type { ContentClient } from "@/lib/prismic/client";
import { siteConfig } from "@/lib/siteConfig";
import { movedTo, publishedRecord } from "@/server/published/publishedRecord";
import { editorRedirects } from "./editorRedirects";
import { createSiteRedirects, sitePath, type RedirectTarget } from "./redirectTable";

const siteRedirects = createSiteRedirects(siteConfig.country);

/**
 * The redirect of a public path with no page, or null. `pageClient`: the page's client when it reads
 * the published ref (never a preview's). A path no row can hold (a hostile segment) reads nothing.
 */
export async function redirectFor(from: string, pageClient?: ContentClient): Promise<RedirectTarget | null> {
  if (!("path" in sitePath(from))) return null;
  const [table, record] = await Promise.all([
    editorRedirects(pageClient),
    publishedRecord({ fill: false }).catch(() => null),
  ]);
  const moved = record && movedTo(record, from);
  return siteRedirects(from, table) ?? (moved ? { to: moved, status: 308 } : null);
}
