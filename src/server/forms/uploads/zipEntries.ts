import { ZipHandler } from "@tokenizer/inflate";
import { fromBuffer } from "strtok3";

/** Most entries read from a ZIP's central directory (an office document has a few dozen). */
const MAX_ENTRIES = 5_000;

/**
 * The entry names of a ZIP archive held in memory, read from its central directory by
 * `@tokenizer/inflate` (file-type's own ZIP reader), or null when the bytes are no well-formed ZIP.
 * Never throws: the bytes come from a visitor.
 */
export async function zipEntryNames(zip: Buffer): Promise<string[] | null> {
  try {
    const entries = await new ZipHandler(fromBuffer(zip), { maxEntryCount: MAX_ENTRIES }).readCentralDirectory();
    return entries ? entries.map((entry) => entry.filename) : null;
  } catch {
    return null;
  }
}
