/**
 * A locale's search index saved once built (the index with its terms packed, the documents, the
 * vocabulary, the ref and publication dates it was built from), so that other instances (the
 * shared Redis, sharedSnapshots.ts) and this one after a restart (a file in the build's cache
 * directory, which `npm run build` also writes) load it instead of reading every document again.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { confirmedPublishedAt } from "@/lib/prismic/publishedRef";
import { sharedSnapshots } from "@/server/published/perRefView";
import { writeFileWhole } from "@/server/published/snapshotFile";
import { SEARCH_SNAPSHOT_FORMAT, SearchIndex, type SearchIndexJson } from "./searchIndex";
import type { LocaleIndex } from "./searchIndexSync";

type LocaleIndexJson = { ref: string; builtAt: number; seen: [string, string][]; index: SearchIndexJson };

/** Where a loaded snapshot came from and what loading it cost (logged by searchIndexLoader.ts). */
type SnapshotLoad = { source: "shared" | "file"; bytes: number; readMs: number; parseMs: number; loadMs: number };

/** A locale's name in the shared store (another format is another name: never read by this code). */
const sharedName = (locale: string) => `search:v${SEARCH_SNAPSHOT_FORMAT}:${locale}`;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `<distDir>/cache/search/<locale>.json`: next to the ISR file-system cache, kept across restarts. */
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

function fromText(text: string, source: SnapshotLoad["source"], readMs: number) {
  const parsing = performance.now();
  const json = JSON.parse(text) as LocaleIndexJson;
  const loading = performance.now();
  const index = SearchIndex.fromJSON(json.index);
  const parseMs = loading - parsing;
  const snapshot = { source, bytes: text.length, readMs, parseMs, loadMs: performance.now() - loading };
  return { ref: json.ref, builtAt: json.builtAt, seen: new Map(json.seen), index, snapshot };
}

/**
 * The saved index of a locale: the shared one (the newest any instance of this build saved), else
 * this instance's last one or the build's (any ref; the caller updates it). Null when there is
 * none or it cannot be read (another format).
 */
export async function loadSearchSnapshot(locale: string): Promise<(LocaleIndex & { snapshot?: SnapshotLoad }) | null> {
  const sources: [SnapshotLoad["source"], () => Promise<string | null>][] = [
    ["shared", async () => (await sharedSnapshots().get(sharedName(locale)))?.text ?? null],
    ["file", () => fs.readFile(searchSnapshotFile(locale), "utf8").catch(() => null)],
  ];
  for (const [source, read] of sources) {
    const reading = performance.now();
    const text = await read();
    if (!text) continue;
    try {
      return fromText(text, source, performance.now() - reading);
    } catch (error) {
      console.error(`search: a saved ${locale} index could not be loaded (${describe(error)}); it is built again`);
    }
  }
  return null;
}

/**
 * Saves a locale's index for this instance's next start (file) and, while its ref is still the
 * published one, for the other instances (Redis, unless a newer one is there). Never rejects.
 */
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
