/**
 * A locale's search index saved once built, so that other instances (through the shared Redis) and
 * this one after a restart (a file in the build's cache directory) load it instead of reading
 * every document again: MiniSearch's own JSON, the documents and the vocabulary, with the ref and
 * the publication dates it was built from. A loaded index behind the published ref is then
 * updated incrementally, as any index is (searchIndexSync.ts).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { sharedSnapshots } from "@/server/snapshots/sharedSnapshots";
import { SEARCH_SNAPSHOT_FORMAT, SearchIndex, type SearchIndexJson } from "./searchIndex";
import type { LocaleIndex } from "./searchIndexSync";

type LocaleIndexJson = { ref: string; builtAt: number; seen: [string, string][]; index: SearchIndexJson };

const sharedKey = (locale: string, ref: string) => `search:v${SEARCH_SNAPSHOT_FORMAT}:${locale}:${ref}`;

/** `<distDir>/cache/search/<locale>.json`: next to the ISR file-system cache, kept across restarts. */
const localFile = (locale: string) =>
  path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "cache", "search", `${locale}.json`);

function fromJson(json: LocaleIndexJson): LocaleIndex {
  return {
    ref: json.ref,
    builtAt: json.builtAt,
    seen: new Map(json.seen),
    index: SearchIndex.fromJSON(json.index),
  };
}

/**
 * The saved index of a locale: the shared one at this ref, else this instance's last one (any
 * ref; the caller updates it). Null when there is none or it cannot be read (another format).
 */
export async function loadSearchSnapshot(locale: string, ref: string): Promise<LocaleIndex | null> {
  const sources: (() => Promise<string | null>)[] = [
    () => sharedSnapshots().get(sharedKey(locale, ref)),
    () => fs.readFile(localFile(locale), "utf8").catch(() => null),
  ];
  for (const source of sources) {
    const text = await source();
    if (!text) continue;
    try {
      return fromJson(JSON.parse(text) as LocaleIndexJson);
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
    const json: LocaleIndexJson = {
      ref: built.ref,
      builtAt: built.builtAt,
      seen: [...built.seen],
      index: built.index.toJSON(),
    };
    const text = JSON.stringify(json);
    const file = localFile(locale);
    await Promise.all([
      sharedSnapshots().set(sharedKey(locale, built.ref), text),
      fs
        .mkdir(path.dirname(file), { recursive: true })
        .then(() => fs.writeFile(`${file}.tmp`, text))
        .then(() => fs.rename(`${file}.tmp`, file)),
    ]);
  } catch (error) {
    console.error(
      `search: the ${locale} index could not be saved (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
