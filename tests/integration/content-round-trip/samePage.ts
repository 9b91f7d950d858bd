import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { loadStore } from "@services/content/server.mjs";
import { escapeRegExp } from "@tests/support/escapeRegExp";
import type { Page } from "./sitePages";

type Store = Awaited<ReturnType<typeof loadStore>>;

/** A regular expression matching any of the texts (longest first), or null for none. */
const anyOf = (texts: Iterable<string>): RegExp | null => {
  const list = [...new Set(texts)].filter(Boolean).sort((a, b) => b.length - a.length);
  return list.length ? new RegExp(list.map(escapeRegExp).join("|"), "g") : null;
};

const keyOf = (doc: { type: string; lang: string; uid?: string | null }) => `${doc.type}/${doc.lang}/${doc.uid ?? "-"}`;

/** Each asset's URL path (`/assets/…`) by the SHA-256 of its file. */
async function assetPathsByHash(store: Store): Promise<Map<string, string>> {
  const byHash = new Map<string, string>();
  for (const info of store.assets.values()) {
    byHash.set(
      createHash("sha256")
        .update(await fs.readFile(info.file))
        .digest("hex"),
      info.urlPath,
    );
  }
  return byHash;
}

/** A publication date as the site may print it: as stored, as an ISO string, as a day. */
const dateForms = (date: string | null | undefined): string[] => {
  if (!date) return [];
  const parsed = new Date(date.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(parsed.getTime())
    ? [date]
    : [date, parsed.toISOString(), parsed.toISOString().replace(".000Z", "Z")];
};

/**
 * How a page of the site built on the seed and the same page of the site built on the pulled copy
 * are made comparable. What may legitimately differ, and nothing else, is written the same way on
 * both sides:
 * - the content service each site reads (its origin: another port);
 * - the ids the repository gave the documents and the files (mapped back to the seed's: the same
 *   type, language and uid; the same file content);
 * - publication dates: a repository sets its own when an editor publishes (Prismic's Migration
 *   API cannot set them), so JSON-LD `dateModified` and the sitemap's `lastmod` carry the
 *   publish. Dates the editors write (`publication_date` fields) are compared.
 */
export async function pageComparer(contentPorts: { seed: number; pulled: number }, seedDir: string, pulledDir: string) {
  const [seed, pulled] = await Promise.all([loadStore(seedDir), loadStore(pulledDir)]);
  const seedIdByKey = new Map(
    seed.master.documents.map((doc: { id: string; type: string; lang: string; uid?: string | null }) => [
      keyOf(doc),
      doc.id,
    ]),
  );
  const seedIdOf = new Map<string, string>();
  for (const doc of pulled.master.documents) {
    const seedId = seedIdByKey.get(keyOf(doc));
    if (seedId) seedIdOf.set(doc.id, seedId);
  }
  const [seedPaths, pulledPaths] = await Promise.all([assetPathsByHash(seed), assetPathsByHash(pulled)]);
  const seedPathOf = new Map<string, string>();
  for (const [hash, pulledPath] of pulledPaths) {
    const seedPath = seedPaths.get(hash);
    if (seedPath) seedPathOf.set(pulledPath, seedPath);
  }
  const pulledIds = anyOf(seedIdOf.keys());
  const pulledAssetPaths = anyOf(seedPathOf.keys());
  const publicationDates = anyOf(
    [...seed.master.documents, ...pulled.master.documents].flatMap(
      (doc: { first_publication_date?: string; last_publication_date?: string }) => [
        ...dateForms(doc.first_publication_date),
        ...dateForms(doc.last_publication_date),
      ],
    ),
  );
  // The sitemap's `lastmod` is the day of a document's last publication.
  const publicationDays = new Set(
    [...seed.master.documents, ...pulled.master.documents].flatMap((doc: { last_publication_date?: string }) =>
      dateForms(doc.last_publication_date).map((form) => form.slice(0, 10)),
    ),
  );
  const origins = {
    seed: new RegExp(`http://(?:127\\.0\\.0\\.1|localhost):${contentPorts.seed}\\b`, "g"),
    pulled: new RegExp(`http://(?:127\\.0\\.0\\.1|localhost):${contentPorts.pulled}\\b`, "g"),
  };

  return {
    /** One answer as text (status, redirect, type, body) with what may differ written the same way. */
    normalize(page: Page, copy: "seed" | "pulled"): string {
      let text = `${page.status} ${page.location ?? ""}\n${page.contentType}\n${page.body}`;
      text = text.replace(origins[copy], "{content service}");
      if (copy === "pulled") {
        if (pulledAssetPaths) text = text.replace(pulledAssetPaths, (found) => seedPathOf.get(found) as string);
        if (pulledIds) text = text.replace(pulledIds, (found) => seedIdOf.get(found) as string);
      }
      if (publicationDates) text = text.replace(publicationDates, "{publication date}");
      text = text.replace(/<lastmod>([^<]*)<\/lastmod>/g, (tag, day: string) =>
        publicationDays.has(day) ? "<lastmod>{publication day}</lastmod>" : tag,
      );
      return text;
    },
  };
}
