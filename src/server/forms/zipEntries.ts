/** Most entries read from a ZIP's central directory (an office document has a few dozen). */
const MAX_ENTRIES = 5_000;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;

/**
 * The entry names of a ZIP archive held in memory, read from its central directory, or null when
 * the bytes are no well-formed ZIP. Every offset is bounds-checked: the bytes come from a visitor.
 */
export function zipEntryNames(zip: Buffer): string[] | null {
  const earliest = Math.max(0, zip.length - END_RECORD_BYTES - 0xffff);
  let end = -1;
  for (let at = zip.length - END_RECORD_BYTES; at >= earliest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || directoryOffset >= end) return null;
  const names: string[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > end) return null;
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
    at = next;
  }
  return names;
}
