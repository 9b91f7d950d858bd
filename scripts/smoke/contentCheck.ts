/**
 * The content half of `npm run smoke:live`: reads the configured repository through the site's own
 * client (src/lib/prismic/client.ts: endpoint, token, ref, fetch with timeouts) and one document of
 * every custom type the project models (customtypes/), in each of this site's locales.
 */
import fs from "node:fs";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { createClient } from "@/lib/prismic/client";
import { siteConfig } from "@/lib/siteConfig";

/** One line of the report. */
export type CheckLine = { ok: boolean; warning?: boolean; text: string };

/** The repository's refs and languages, then one document per section type and locale. */
export async function checkContent(): Promise<CheckLine[]> {
  const client = createClient();
  const lines: CheckLine[] = [];
  const repository = await client.getRepository();
  const master = repository.refs.find((ref) => ref.isMasterRef);
  const languages = repository.languages.map((language) => language.id);
  lines.push({
    ok: Boolean(master),
    text: `repository ${siteConfig.content.repositoryName} at ${siteConfig.content.apiEndpoint}: master ref ${master ? "found" : "MISSING"}, languages ${languages.join(", ") || "none"}`,
  });
  for (const locale of siteConfig.country.locales) {
    if (!languages.includes(locale))
      lines.push({ ok: false, text: `locale ${locale}: not a language of the repository` });
  }
  const types = fs
    .readdirSync(path.resolve(import.meta.dirname, "../../customtypes"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const locale of siteConfig.country.locales) {
    for (const type of types) {
      const { results, total_results_size: total } = await client.get({
        filters: [prismic.filter.at("document.type", type)],
        lang: locale,
        pageSize: 1,
      });
      const first = results[0];
      lines.push(
        first
          ? { ok: true, text: `${locale} ${type}: ${total} document(s), read ${first.uid ?? first.id}` }
          : { ok: true, warning: true, text: `${locale} ${type}: no document (its pages will be empty)` },
      );
    }
  }
  return lines;
}
