/** Where a path with no page leads: the route table, an editors' row, else a moved document's current path. */
import type { ContentClient } from "@/lib/prismic/client";
import { siteConfig } from "@/lib/siteConfig";
import { movedTo, publishedRecord } from "@/server/published/publishedRecord";
import { editorRedirects } from "./editorRedirects";
import { createSiteRedirects, sitePath, type RedirectTarget } from "./redirectTable";

const siteRedirects = createSiteRedirects(siteConfig.country);

/** The redirect of a public path with no page, or null; a path no row can hold reads nothing. */
export async function redirectFor(from: string, pageClient?: ContentClient): Promise<RedirectTarget | null> {
  if (!("path" in sitePath(from))) return null;
  const [table, record] = await Promise.all([
    editorRedirects(pageClient),
    publishedRecord({ fill: false }).catch(() => null),
  ]);
  const moved = record && movedTo(record, from);
  return siteRedirects(from, table) ?? (moved ? { to: moved, status: 308 } : null);
}
