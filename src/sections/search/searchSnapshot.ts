/**
 * A locale's search index saved once built, so that other instances (through the shared Redis) and
 * this one after a restart (a file in the build's cache directory) load it instead of reading
 * every document again: the index (searchIndex.ts `toJSON`, its terms packed), the documents and
 * the vocabulary, with the ref and the publication dates it was built from. `npm run build` writes
 * the same file for the ref it built (scripts/build.mjs), so a fresh instance of a build starts
 * with it. A loaded index behind the published ref is then updated incrementally, as any index is
 * (searchIndexSync.ts).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { sharedSnapshots } from "@/server/snapshots/sharedSnapshots";
import { SEARCH_SNAPSHOT_FORMAT, SearchIndex, type SearchIndexJson } from "./searchIndex";
import type { LocaleIndex } from "./searchIndexSync";

type LocaleIndexJson = { ref: string; builtAt: number; seen: [string, string][]; index: SearchIndexJson };

/** Where a loaded snapshot came from and what loading it cost (logged by searchIndexLoader.ts). */
export type SnapshotLoad = {
  source: "shared" | "file";
  bytes: number;
  readMs: number;
  parseMs: number;
  loadMs: number;
};

const sharedKey = (locale: string, ref: string) => `search:v${SEARCH_SNAPSHOT_FORMAT}:${locale}:${ref}`;

/**
 * `<distDir>/cache/search/<locale>.json`: next to the ISR file-system cache, kept across restarts,
 * and written by `npm run build` for the ref it built (the standalone server's copy too).
 */
export const searchSnapshotFile = (
  locale: string,
  distDir = process.env.NEXT_DIST_DIR || ".next",
  root = process.cwd(),
) => path.join(root, distDir, "cache", "search", `${locale}.json`);

/** A locale's index as the text of its snapshot. */
export function searchSnapshotText(built: LocaleIndex): string {
  const json: LocaleIndexJson = {
    ref: built.ref,
    builtAt: built.builtAt,
    seen: [...built.seen],
    index: built.index.toJSON(),
  };
  return JSON.stringify(json);
}

/** Writes a snapshot's text to a file, whole or not at all (a temporary file renamed). */
export async function writeSearchSnapshotFile(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(`${file}.tmp`, text);
  await fs.rename(`${file}.tmp`, file);
}

function fromText(
  text: string,
  source: SnapshotLoad["source"],
  readMs: number,
): LocaleIndex & { snapshot: SnapshotLoad } {
  const parsing = performance.now();
  const json = JSON.parse(text) as LocaleIndexJson;
  const loading = performance.now();
  const index = SearchIndex.fromJSON(json.index);
  const loaded = performance.now();
  return {
    ref: json.ref,
    builtAt: json.builtAt,
    seen: new Map(json.seen),
    index,
    snapshot: { source, bytes: text.length, readMs, parseMs: loading - parsing, loadMs: loaded - loading },
  };
}

/**
 * The saved index of a locale: the shared one at this ref, else this instance's last one or the
 * build's (any ref; the caller updates it). Null when there is none or it cannot be read (another format).
 */
export async function loadSearchSnapshot(
  locale: string,
  ref: string,
): Promise<(LocaleIndex & { snapshot?: SnapshotLoad }) | null> {
  const sources: [SnapshotLoad["source"], () => Promise<string | null>][] = [
    ["shared", () => sharedSnapshots().get(sharedKey(locale, ref))],
    ["file", () => fs.readFile(searchSnapshotFile(locale), "utf8").catch(() => null)],
  ];
  for (const [source, read] of sources) {
    const reading = performance.now();
    const text = await read();
    if (!text) continue;
    try {
      return fromText(text, source, performance.now() - reading);
    } catch (error) {
      console.error(
        `search: a saved ${locale} index could not be loaded (${error instanceof Error ? error.message : String(error)}); it is built again`,
      );
    }
  }
  return null;
}

/** Saves a locale's index for the other instances (Redis) and for this one's next start (file). Never rejects. */
export async function saveSearchSnapshot(locale: string, built: LocaleIndex): Promise<void> {
  try {
    const text = searchSnapshotText(built);
    await Promise.all([
      sharedSnapshots().set(sharedKey(locale, built.ref), text),
      writeSearchSnapshotFile(searchSnapshotFile(locale), text),
    ]);
  } catch (error) {
    console.error(
      `search: the ${locale} index could not be saved (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
