/**
 * A locale's search index saved once built, for the other instances (sharedSnapshots.ts) and this
 * one after a restart (a file in the build's cache directory, which `npm run build` also writes).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { confirmedPublishedAt } from "@/lib/prismic/publishedRef";
import { sharedSnapshots } from "@/server/published/sharedSnapshots";
import { writeFileWhole } from "@/server/published/snapshotFile";
import { SEARCH_SNAPSHOT_FORMAT, SearchIndex, type SearchIndexJson } from "./searchIndex";
import type { LocaleIndex } from "./searchIndexSync";

type LocaleIndexJson = { ref: string; builtAt: number; seen: [string, string][]; index: SearchIndexJson };

/** A locale's name in the shared store (another format is another name). */
const sharedName = (locale: string) => `search:v${SEARCH_SNAPSHOT_FORMAT}:${locale}`;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `<distDir>/cache/search/<locale>.json`, kept across restarts. */
export const searchSnapshotFile = (
  locale: string,
  distDir = process.env.NEXT_DIST_DIR || ".next",
  root = process.cwd(),
) => path.join(root, distDir, "cache", "search", `${locale}.json`);

/** A locale's index as the text of its snapshot. */
export function searchSnapshotText(built: LocaleIndex): string {
  const { ref, builtAt, seen, index } = built;
  return JSON.stringify({ ref, builtAt, seen: [...seen], index: index.toJSON() } satisfies LocaleIndexJson);
}

/** The saved index of a locale (the shared one, else this instance's or the build's file; any ref), or null. */
export async function loadSearchSnapshot(locale: string): Promise<LocaleIndex | null> {
  const started = Date.now();
  const sources = {
    shared: async () => (await sharedSnapshots().get(sharedName(locale)))?.text,
    file: () => fs.readFile(searchSnapshotFile(locale), "utf8").catch(() => null),
  };
  for (const [source, read] of Object.entries(sources)) {
    const text = await read();
    if (!text) continue;
    try {
      const { ref, builtAt, seen, index } = JSON.parse(text) as LocaleIndexJson;
      const loaded = { ref, builtAt, seen: new Map(seen), index: SearchIndex.fromJSON(index) };
      const cost = `${Date.now() - started} ms (${source}, ${(text.length / 1e6).toFixed(1)} MB)`;
      console.log(
        `search: the ${locale} index (${loaded.index.size} documents, ref ${ref}) loaded from its snapshot in ${cost}`,
      );
      return loaded;
    } catch (error) {
      console.error(`search: a saved ${locale} index could not be loaded (${describe(error)}); it is built again`);
    }
  }
  return null;
}

/** Saves a locale's index to its file and, while its ref is the published one, for the others. Never rejects. */
export async function saveSearchSnapshot(locale: string, built: LocaleIndex): Promise<void> {
  try {
    const text = searchSnapshotText(built);
    const at = await confirmedPublishedAt(built.ref).catch(() => null);
    await Promise.all([
      at === null ? undefined : sharedSnapshots().put(sharedName(locale), { ref: built.ref, at, text }),
      writeFileWhole(searchSnapshotFile(locale), text),
    ]);
  } catch (error) {
    console.error(`search: the ${locale} index could not be saved (${describe(error)})`);
  }
}
