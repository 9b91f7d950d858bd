/**
 * The content half of `npm run smoke:live`: reads the configured repository through the site's own
 * client (src/lib/prismic/client.ts: endpoint, token, ref, fetch with timeouts) and one document of
 * every custom type the project models (customtypes/), in each of this site's locales; then one
 * listing page per section as the site asks for it (`graphQuery`: card fields only), to show the
 * repository honours it.
 */
import fs from "node:fs";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { SECTION_LIST } from "@/config/sections";
import { createClient } from "@/lib/prismic/client";
import { cardFields, cardGraphQuery } from "@/lib/prismic/queryFields";
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
  lines.push(...(await checkCardQueries(client)));
  return lines;
}

/** One card of each listing, read with the listing's `graphQuery`: the answer must hold the card fields and nothing more. */
async function checkCardQueries(client: ReturnType<typeof createClient>): Promise<CheckLine[]> {
  const lines: CheckLine[] = [];
  for (const locale of siteConfig.country.locales) {
    for (const section of SECTION_LIST) {
      if (!section.listing) continue;
      const { type } = section.listing;
      const [first] = (
        await client.get({
          filters: [prismic.filter.at("document.type", type)],
          lang: locale,
          pageSize: 1,
          graphQuery: cardGraphQuery(type),
        })
      ).results;
      if (!first) continue;
      const wanted = new Set(cardFields(type));
      const extra = Object.keys(first.data).filter((field) => !wanted.has(field));
      lines.push({
        ok: extra.length === 0,
        text:
          extra.length === 0
            ? `${locale} ${type} cards: graphQuery honoured (${Object.keys(first.data).join(", ")})`
            : `${locale} ${type} cards: graphQuery ignored, fields beyond the card: ${extra.join(", ")}`,
      });
    }
  }
  return lines;
}
